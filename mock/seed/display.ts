// Brand events shown on the big-screen display (pages/display-data). Each has the figures
// counted offline before the screen went up (on-site sign-up sheets, dealer leads); the route
// adds what the server sees live within the event's window, so the screen moves as users act.
// 1601 runs around `now` (always running after any reset), 1602 ended last month.
import type { DisplayTotals } from '../../types/api/activity-display'
import { days, hours } from '../core/time'

export interface DisplayEventRow {
  id: number
  name: string
  place: string
  startAt: number
  endAt: number
  /** Offline figures; the live counts are added to them. */
  base: DisplayTotals
  /** Offline registrations and leads per city: [cityCode, count]. */
  baseCities: [string, number][]
}

export const RUNNING_DISPLAY_EVENT = 1601
export const ENDED_DISPLAY_EVENT = 1602

export function seedDisplayEvents(now: number): DisplayEventRow[] {
  return [
    {
      id: RUNNING_DISPLAY_EVENT, name: '星驰 S7 上市品鉴会', place: '北京', startAt: now - days(3) - hours(2), endAt: now + days(4),
      base: { registrations: 1286, signInsToday: 342, leads: 2058, testDrives: 416 },
      baseCities: [
        ['110100', 868], ['310100', 612], ['440300', 540], ['330100', 433], ['440100', 401], ['510100', 356],
        ['320100', 248], ['420100', 231], ['320500', 187], ['330200', 120], ['440600', 96],
      ],
    },
    {
      id: ENDED_DISPLAY_EVENT, name: '远航 L6 家庭露营节', place: '杭州', startAt: now - days(40), endAt: now - days(33),
      base: { registrations: 734, signInsToday: 0, leads: 905, testDrives: 188 },
      baseCities: [['330100', 512], ['310100', 301], ['330200', 214], ['320500', 166], ['320100', 97]],
    },
  ]
}
