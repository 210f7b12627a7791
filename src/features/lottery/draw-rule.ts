import type { DrawPart, DrawTimes } from '@api/activity'

// The lottery's draw rule, stated once. The dev API server counts every draw by it
// (mock/routes/activity/lottery.ts imports this file by path, as the mall's order pricing) and
// the draw screen tells it. Pure and without imports but types.
//
// - Every running activity gives each user DAILY_DRAWS draws a day.
// - The day turns, and the quota renews, at 00:00 China time; draws left unused do not carry over.
// - Each task of DRAW_TASKS (the daily sign-in) adds its draws to every running activity on the
//   day it is done, once that day.
// - Beyond the day's total the server refuses a draw: 409 抽奖次数已用完.

/** Draws every user gets each day of a running activity. */
export const DAILY_DRAWS = 3

/** Tasks that grant draws: done on a day, they add `times` draws to that day of every running activity. */
export const DRAW_TASKS = [{ source: 'signIn', eventCode: 'SJ50001', name: '每日签到', times: 1 }] as const

export type DrawTaskSource = (typeof DRAW_TASKS)[number]['source']

/** When the quota renews, as the page says it. */
export const RENEW_RULE = '每天 00:00（北京时间）恢复'

/** The rule in one line (every activity's rule says the same). */
export const DRAW_RULE_TEXT = `每位用户每天可抽奖 ${DAILY_DRAWS} 次，${RENEW_RULE}；${DRAW_TASKS.map((t) => `${t.name}额外 +${t.times} 次`).join('，')}`

const CHINA_OFFSET_MS = 8 * 3600 * 1000
const DAY_MS = 24 * 3600 * 1000

/** The China calendar day (YYYY-MM-DD) whose quota applies at `ms`. */
export const drawDay = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10)

/** When the quota next renews after `ms`: the next 00:00 China time, in ms. */
export const nextRenewal = (ms: number): number => (Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - CHINA_OFFSET_MS

/** A day's parts: the daily draws, then each task's, granted once that task is done that day. */
export function drawParts(done: Record<DrawTaskSource, boolean>): DrawPart[] {
  return [
    { source: 'daily', name: '每日赠送', times: DAILY_DRAWS, granted: true },
    ...DRAW_TASKS.map((t) => ({ source: t.source, name: t.name, times: t.times, granted: done[t.source] })),
  ]
}

/** The day's total: the parts granted. */
export const grantedDraws = (parts: Pick<DrawPart, 'times' | 'granted'>[]): number => parts.reduce((n, p) => n + (p.granted ? p.times : 0), 0)

/** The tasks still open today that would add draws (what 去签到 offers). */
export const drawsToEarn = (t: Pick<DrawTimes, 'parts'>): DrawPart[] => t.parts.filter((p) => p.source !== 'daily' && !p.granted && p.times > 0)

const pad = (n: number) => String(n).padStart(2, '0')

/** When the quota renews, from `now`: 明天 00:00 (or 3月5日 00:00 when that is not tomorrow). */
export function renewText(renewAt: string, now: number = Date.now()): string {
  const at = Date.parse(renewAt)
  const china = new Date(at + CHINA_OFFSET_MS)
  const time = `${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`
  if (drawDay(at) === drawDay(now + DAY_MS)) return `明天 ${time}`
  if (drawDay(at) === drawDay(now)) return `今天 ${time}`
  return `${china.getUTCMonth() + 1}月${china.getUTCDate()}日 ${time}`
}
