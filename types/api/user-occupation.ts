// Occupation authentication (domain user): teachers, doctors, police, firefighters, soldiers...
// prove their occupation for its benefits. The ID number is checked and kept by the server and
// never answered in full: answers carry it masked.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, ImageUrlSchema } from './common'

/** Every path starts here (the app keeps a copy in src/features/occupation/constants.ts). */
export const OCCUPATION_BASE = '/web/user/occupation-auth'

export const OccupationTypeSchema = Type.Union(['teacher', 'doctor', 'police', 'firefighter', 'soldier'].map((t) => Type.Literal(t as OccupationType)))
export type OccupationType = 'teacher' | 'doctor' | 'police' | 'firefighter' | 'soldier'

export const OccupationSchema = Type.Object({
  type: OccupationTypeSchema,
  name: Type.String(),
  /** What an approved authentication brings. */
  benefits: Type.Array(Type.String()),
  /** What the proof photos should show (教师资格证或工作证…). */
  proofHint: Type.String(),
  /** How long an approval lasts, in months. */
  validMonths: Type.Integer({ minimum: 1 }),
})
export type Occupation = Static<typeof OccupationSchema>

export const AuthStateSchema = Type.Union([Type.Literal('reviewing'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('expired')])
export type AuthState = Static<typeof AuthStateSchema>

export const OccupationAuthSchema = Type.Object({
  id: Type.Integer(),
  type: OccupationTypeSchema,
  typeName: Type.String(),
  state: AuthStateSchema,
  realName: Type.String(),
  /** Masked: 110***********123X. The full number is never answered. */
  idNumberMasked: Type.String(),
  workUnit: Type.String(),
  proofs: Type.Array(Type.String()),
  submittedAt: DateTimeSchema,
  reviewedAt: Type.Union([DateTimeSchema, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** An approval's end (expired after it); null until approved. */
  expiresAt: Type.Union([DateTimeSchema, Type.Null()]),
  /** The badge an approval shows (an image). */
  badge: Type.Union([Type.String(), Type.Null()]),
})
export type OccupationAuth = Static<typeof OccupationAuthSchema>

export const OccupationAuthBodySchema = Type.Object({
  type: OccupationTypeSchema,
  realName: Type.String({ minLength: 2, maxLength: 20 }),
  /** Mainland resident ID: 18 characters, region, birth date and check digit verified (400 otherwise). */
  idNumber: Type.String({ minLength: 18, maxLength: 18 }),
  workUnit: Type.String({ minLength: 2, maxLength: 50 }),
  proofs: Type.Array(ImageUrlSchema, { minItems: 1, maxItems: 3 }),
  /** Consent to processing sensitive personal information; false is refused. */
  consent: Type.Boolean(),
})
export type OccupationAuthBody = Static<typeof OccupationAuthBodySchema>
