// The big-screen display of a brand event (pages/display-data): live totals and a ranking by
// city. Public (a hall screen is not signed in); the page asks again every 30 s.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema } from './common'

export const DisplayQuerySchema = Type.Object({
  /** The event; without it, the event running now (else the latest one). */
  eventId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type DisplayQuery = Static<typeof DisplayQuerySchema>

export const DisplayTotalsSchema = Type.Object({
  registrations: Type.Integer({ minimum: 0 }),
  signInsToday: Type.Integer({ minimum: 0 }),
  leads: Type.Integer({ minimum: 0 }),
  testDrives: Type.Integer({ minimum: 0 }),
})
export type DisplayTotals = Static<typeof DisplayTotalsSchema>

export const DisplayCitySchema = Type.Object({
  cityCode: Type.String(),
  cityName: Type.String(),
  /** Registrations plus leads from the city. */
  count: Type.Integer({ minimum: 0 }),
})
export type DisplayCity = Static<typeof DisplayCitySchema>

export const DisplayBoardSchema = Type.Object({
  eventId: Type.Integer(),
  eventName: Type.String(),
  /** The event's place and dates in words, e.g. 北京 · 11月20日—11月30日. */
  subtitle: Type.String(),
  totals: DisplayTotalsSchema,
  /** Highest count first, at most 10. */
  cities: Type.Array(DisplayCitySchema, { maxItems: 10 }),
  /** When the server worked the figures out. */
  updatedAt: DateTimeSchema,
})
export type DisplayBoard = Static<typeof DisplayBoardSchema>

/** How often the display asks again (spec §9's location refresh interval, 30 s). */
export const DISPLAY_REFRESH_MS = 30_000
