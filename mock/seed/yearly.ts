// The yearly report seed (this year's figures per account): the dev user has a rich year, user 2
// joined this year (moderate), user 7 has almost nothing (zeros, no topic, a kind keyword). The
// dev user's share id is seeded (fixed) so compile modes can open the share page; other shares
// draw their id from the db's PRNG (mock/routes/user/yearly-views.ts).
import type { Db } from '../state/db'
import { chinaDay, days } from '../core/time'

export interface YearlyRow {
  accountId: number
  year: number
  /** Registration: ISO date-time. */
  firstDay: string
  signInDays: number
  pointsEarned: number
  pointsSpent: number
  posts: number
  likesReceived: number
  activities: number
  testDrives: number
  maintenanceVisits: number
  favouriteTopic: string | null
  keyword: string
  keywordReason: string
}

export interface YearlyShareRow {
  shareId: string
  accountId: number
  year: number
}

/** The dev user's share of this year (a friend's page: yearly-report/pages/share?id=...). */
export const DEV_YEARLY_SHARE_ID = 'k7q2m9x4t1v8w3p6'

export const reportYear = (now: number) => Number(chinaDay(now).slice(0, 4))

/**
 * When the app promotes the report (its home banner): from Dec 15 of the report year, when the
 * year is nearly whole, to the end of January after it (China time). The season running at
 * `now`, else the next one: in January it is last year's.
 */
export function yearlySeason(now: number): { year: number; start: number; end: number } {
  const day = chinaDay(now)
  const year = Number(day.slice(0, 4)) - (day.slice(5, 7) === '01' ? 1 : 0)
  return { year, start: Date.parse(`${year}-12-15T00:00:00+08:00`), end: Date.parse(`${year + 1}-01-31T23:59:59+08:00`) }
}

/** User 2 joined this year: on the day 40% of the way from New Year to today (China time). */
function joinedThisYear(now: number): string {
  const start = Date.parse(`${reportYear(now)}-01-01T00:00:00+08:00`)
  return new Date(start + Math.floor((now - start) * 0.4)).toISOString()
}

/** The kind year of someone with little data (also the answer for accounts without a row). */
export function quietYear(accountId: number, year: number, firstDay: string): YearlyRow {
  return {
    accountId, year, firstDay, signInDays: 0, pointsEarned: 0, pointsSpent: 0, posts: 0, likesReceived: 0, activities: 0,
    testDrives: 0, maintenanceVisits: 0, favouriteTopic: null, keyword: '新的开始', keywordReason: '这一年我们刚刚相识，最好的旅程总在下一段路上。',
  }
}

export function seedYearly(now: number): YearlyRow[] {
  const year = reportYear(now)
  return [
    {
      accountId: 1, year, firstDay: new Date(now - days(620)).toISOString(), signInDays: 48, pointsEarned: 3260, pointsSpent: 1880,
      posts: 26, likesReceived: 1342, activities: 7, testDrives: 3, maintenanceVisits: 4, favouriteTopic: '周末自驾',
      keyword: '远方', keywordReason: '这一年你发了 26 篇游记，参加了 7 场活动，车轮一直在去远方的路上。',
    },
    {
      accountId: 2, year, firstDay: joinedThisYear(now), signInDays: 12, pointsEarned: 850, pointsSpent: 200,
      posts: 5, likesReceived: 68, activities: 2, testDrives: 1, maintenanceVisits: 1, favouriteTopic: '亲子出游',
      keyword: '初见', keywordReason: '今年你第一次来到星驰，带着家人出发，一切都是新鲜的。',
    },
    quietYear(7, year, new Date(now - days(90)).toISOString()),
  ]
}

export function seedYearlyAll(now: number): Pick<Db, 'yearly' | 'yearlyShares'> {
  return { yearly: seedYearly(now), yearlyShares: [{ shareId: DEV_YEARLY_SHARE_ID, accountId: 1, year: reportYear(now) }] }
}
