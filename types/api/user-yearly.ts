// The owner's yearly report (domain user): one call returns the year's figures; a share makes a
// random id a friend opens without a token.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema } from './common'

/** Every path starts here (the app keeps a copy in src/features/yearly-report/constants.ts). */
export const YEARLY_BASE = '/web/user/yearly-report'

export const YearlyReportSchema = Type.Object({
  year: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  /** The first day with the brand (registration), and how many days since. */
  firstDay: DateTimeSchema,
  daysWithBrand: Type.Integer({ minimum: 0 }),
  signInDays: Type.Integer({ minimum: 0 }),
  pointsEarned: Type.Integer({ minimum: 0 }),
  pointsSpent: Type.Integer({ minimum: 0 }),
  posts: Type.Integer({ minimum: 0 }),
  likesReceived: Type.Integer({ minimum: 0 }),
  activities: Type.Integer({ minimum: 0 }),
  testDrives: Type.Integer({ minimum: 0 }),
  maintenanceVisits: Type.Integer({ minimum: 0 }),
  /** The topic I posted in most (null: none). */
  favouriteTopic: Type.Union([Type.String(), Type.Null()]),
  /** The keyword of my year, chosen by the server from what I did, and the sentence that explains it. */
  keyword: Type.String(),
  keywordReason: Type.String(),
})
export type YearlyReport = Static<typeof YearlyReportSchema>

/** POST share: the random id a friend opens (not an account id; reports cannot be enumerated). */
export const YearlyShareSchema = Type.Object({ shareId: Type.String({ pattern: '^[a-z0-9]{12,24}$' }) })
export type YearlyShare = Static<typeof YearlyShareSchema>

/** GET shares/:shareId (no token): only what the card shows. */
export const SharedYearSchema = Type.Object({
  year: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  daysWithBrand: Type.Integer(),
  signInDays: Type.Integer(),
  pointsEarned: Type.Integer(),
  keyword: Type.String(),
})
export type SharedYear = Static<typeof SharedYearSchema>
