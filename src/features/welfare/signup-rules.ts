import type { WelfareProject, WelfareSignup } from '@api/user'

// Signing up for a welfare project: the rules, stated once. Pure and without imports but types:
// the dev API server refuses with these same words (mock/routes/user/welfare-signups.ts), and the
// app shows them before a tap would be refused.
//
// - Members only; a recruiting project with places left; one time slot per sign-up.
// - One sign-up per project (a cancelled one may be signed again).
// - Sign-ups close at 20:00 two days before the start day; until then a sign-up may be cancelled.
// - After the project the organiser records the hours given; they count on the member card.

/** Days before the start day on which sign-ups close, and the hour they close at (China time). */
export const SIGNUP_CLOSE = { daysBefore: 2, hour: 20 } as const

/** What the sign-up form and the share page tell the member, in one place. */
export const SIGNUP_RULE_TEXT =
  `每个项目限报名一次；项目开始前 ${SIGNUP_CLOSE.daysBefore} 天 ${SIGNUP_CLOSE.hour}:00 截止报名，截止前可取消；` +
  '项目结束后由组织方记录志愿时长，计入你的会员卡。'

export const REFUSAL = {
  notMember: '加入福利社后才能报名',
  notRecruiting: '项目不在招募中',
  closed: '报名已截止',
  full: '名额已满',
  again: '已报名该项目',
  slot: '请选择有效的报名时段',
  cancelClosed: '报名已截止，无法取消',
  cancelDone: '已记录志愿时长，无法取消',
} as const

const DAY_MS = 24 * 3600 * 1000
const pad = (n: number) => String(n).padStart(2, '0')

/** The sign-up deadline of a project starting on `startDate` (YYYY-MM-DD, China): 2 days before, 20:00. */
export function signupDeadlineOf(startDate: string): string {
  const day = new Date(Date.parse(`${startDate}T00:00:00Z`) - SIGNUP_CLOSE.daysBefore * DAY_MS).toISOString().slice(0, 10)
  return `${day}T${pad(SIGNUP_CLOSE.hour)}:00:00+08:00`
}

/** Places still open. */
export const placesLeft = (p: Pick<WelfareProject, 'places' | 'volunteers'>): number => Math.max(0, p.places - p.volunteers)

/** Why nobody may sign up for the project now, or '' when they may. */
export function signupRefusal(p: Pick<WelfareProject, 'state' | 'signupDeadline' | 'places' | 'volunteers'>, now: number): string {
  if (p.state !== 'recruiting') return REFUSAL.notRecruiting
  if (now >= Date.parse(p.signupDeadline)) return REFUSAL.closed
  if (placesLeft(p) === 0) return REFUSAL.full
  return ''
}

/** A sign-up that holds a place (or has been served): a second one for the project is refused. */
export const holdsPlace = (s: Pick<WelfareSignup, 'state'>): boolean => s.state !== 'cancelled'

/** Why a sign-up cannot be cancelled now, or '' (a cancelled one answers as it is: a repeat changes nothing). */
export function cancelRefusal(s: Pick<WelfareSignup, 'state' | 'signupDeadline'>, now: number): string {
  if (s.state === 'completed') return REFUSAL.cancelDone
  if (s.state === 'signed' && now >= Date.parse(s.signupDeadline)) return REFUSAL.cancelClosed
  return ''
}
