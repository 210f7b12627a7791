// The welfare society (domain user): the owners' public-welfare club, its projects, joining it
// and my membership.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PhoneSchema } from './common'

/** Every welfare path starts here (the app keeps a copy in src/features/welfare/constants.ts). */
export const WELFARE_BASE = '/web/user/welfare'

export const WelfareProjectSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  /** Volunteer hours the project aims at, and those given so far. */
  targetHours: Type.Integer({ minimum: 1 }),
  doneHours: Type.Integer({ minimum: 0 }),
  volunteers: Type.Integer({ minimum: 0 }),
  /** recruiting, ongoing or finished. */
  state: Type.Union([Type.Literal('recruiting'), Type.Literal('ongoing'), Type.Literal('finished')]),
  startDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  place: Type.String(),
})
export type WelfareProject = Static<typeof WelfareProjectSchema>

export const WelfareSocietySchema = Type.Object({
  name: Type.String(),
  mission: Type.String(),
  cover: Type.String(),
  memberCount: Type.Integer({ minimum: 0 }),
  totalHours: Type.Integer({ minimum: 0 }),
  projects: Type.Array(WelfareProjectSchema),
})
export type WelfareSociety = Static<typeof WelfareSocietySchema>

export const WelfareApplicationBodySchema = Type.Object({
  realName: Type.String({ minLength: 2, maxLength: 20 }),
  mobile: PhoneSchema,
  /** The car's plate (新能源 8 characters or 7): 京A12345, 粤BD12345. */
  plate: Type.String({ minLength: 7, maxLength: 8 }),
  reason: Type.String({ minLength: 5, maxLength: 200 }),
  /** Agreed to the membership agreement; false is refused. */
  consent: Type.Boolean(),
})
export type WelfareApplicationBody = Static<typeof WelfareApplicationBodySchema>

export const WelfareApplicationSchema = Type.Object({
  id: Type.Integer(),
  state: Type.Union([Type.Literal('reviewing'), Type.Literal('approved'), Type.Literal('rejected')]),
  realName: Type.String(),
  mobile: Type.String(),
  plate: Type.String(),
  reason: Type.String(),
  submittedAt: DateTimeSchema,
  reviewedAt: Type.Union([DateTimeSchema, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
})
export type WelfareApplication = Static<typeof WelfareApplicationSchema>

export const MembershipSchema = Type.Object({
  memberNo: Type.String(),
  realName: Type.String(),
  since: DateTimeSchema,
  volunteerHours: Type.Integer({ minimum: 0 }),
  projects: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), hours: Type.Integer() })),
})
export type Membership = Static<typeof MembershipSchema>

/** GET welfare/mine: my membership once approved, else my latest application (or none). */
export const WelfareMineSchema = Type.Object({
  membership: Type.Union([MembershipSchema, Type.Null()]),
  application: Type.Union([WelfareApplicationSchema, Type.Null()]),
})
export type WelfareMine = Static<typeof WelfareMineSchema>
