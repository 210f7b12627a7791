// The welfare society (domain user): the owners' public-welfare club, its projects, joining it
// and my membership.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PhoneSchema } from './common'

/** Every welfare path starts here (the app keeps a copy in src/features/welfare/constants.ts). */
export const WELFARE_BASE = '/web/user/welfare'

/** A time slot of a project a volunteer signs up for. */
export const WelfareSlotSchema = Type.Object({
  id: Type.Integer(),
  start: DateTimeSchema,
  end: DateTimeSchema,
})
export type WelfareSlot = Static<typeof WelfareSlotSchema>

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
  /** Volunteer places in all; `volunteers` are those taken (a sign-up takes one, a cancel gives it back). */
  places: Type.Integer({ minimum: 0 }),
  /** Sign-ups close, and may no longer be cancelled, at this time (src/features/welfare/signup-rules.ts). */
  signupDeadline: DateTimeSchema,
  /** The time slots to choose from when signing up (none once recruiting is over). */
  slots: Type.Array(WelfareSlotSchema),
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

/** POST welfare/projects/:id/signups: one sign-up per requestId (a retry gets the first answer). */
export const WelfareSignupBodySchema = Type.Object({
  requestId: Type.String({ pattern: '^[0-9A-Za-z_-]{8,64}$', errorMessage: '缺少有效的请求标识' }),
  slotId: Type.Integer({ minimum: 1 }),
  /** The contact phone; left out, the member's own (the one of the membership application). */
  mobile: Type.Optional(PhoneSchema),
})
export type WelfareSignupBody = Static<typeof WelfareSignupBodySchema>

/** My sign-up for a project: signed (holds a place), cancelled, or completed (hours recorded). */
export const WelfareSignupSchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  place: Type.String(),
  slot: WelfareSlotSchema,
  /** The contact phone, masked: 138****8000. */
  mobile: Type.String(),
  state: Type.Union([Type.Literal('signed'), Type.Literal('cancelled'), Type.Literal('completed')]),
  /** Hours the organiser recorded, once the project is over. */
  hours: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  signedAt: DateTimeSchema,
  cancelledAt: Type.Union([DateTimeSchema, Type.Null()]),
  /** The project's deadline: before it a signed sign-up may be cancelled. */
  signupDeadline: DateTimeSchema,
})
export type WelfareSignup = Static<typeof WelfareSignupSchema>

/** POST /__admin/welfare/signups/:id/hours: the hours a volunteer gave (setting them again replaces them). */
export const WelfareHoursBodySchema = Type.Object({
  hours: Type.Integer({ minimum: 1, maximum: 24 }),
})
export type WelfareHoursBody = Static<typeof WelfareHoursBodySchema>
