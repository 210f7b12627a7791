import type { WelfareApplication, WelfareMine, WelfareProject, WelfareSignup, WelfareSlot } from '@api/user'
import { paths } from '@/routes'
import type { StatusTone } from '@/shared/status-tag'
import { holdsPlace, placesLeft, signupRefusal } from './signup-rules'

/** A project's state as its tag says it. */
export const PROJECT_STATES: Record<WelfareProject['state'], [label: string, tone: StatusTone]> = {
  recruiting: ['招募中', 'accent'],
  ongoing: ['进行中', 'success'],
  finished: ['已结束', 'muted'],
}

/** Volunteer hours given out of the target, 0..100 (a project may pass its target). */
export function progressPercent({ doneHours, targetHours }: Pick<WelfareProject, 'doneHours' | 'targetHours'>): number {
  return targetHours > 0 ? Math.min(100, Math.round((doneHours / targetHours) * 100)) : 0
}

/** Where an application stands: its tag, and what the applicant does next. */
export function applicationState(a: WelfareApplication): [label: string, tone: StatusTone, text: string] {
  if (a.state === 'reviewing') return ['审核中', 'warning', '我们会在 3 个工作日内完成审核，结果将通过消息通知你']
  if (a.state === 'rejected') return ['未通过', 'danger', '修改申请信息后可重新申请']
  return ['已通过', 'success', '欢迎加入福利社']
}

/** The society page's join button: logged out a login; a member their card; under review its state; else the form. */
export function joinAction(loggedIn: boolean, mine: WelfareMine | undefined): { label: string; to: string | 'login' } {
  if (!loggedIn) return { label: '登录后加入福利社', to: 'login' }
  if (mine?.membership) return { label: '查看我的会员卡', to: paths.welfare() }
  if (mine?.application?.state === 'reviewing') return { label: '申请审核中', to: paths.welfare() }
  return { label: '加入福利社', to: paths.welfareApply() }
}

/** A sign-up's state as its tag says it; a signed one whose slot is over waits for its hours. */
export function signupState(s: Pick<WelfareSignup, 'state' | 'slot'>, now: number): [label: string, tone: StatusTone] {
  if (s.state === 'cancelled') return ['已取消', 'muted']
  if (s.state === 'completed') return ['已完成', 'success']
  return now >= Date.parse(s.slot.end) ? ['待记录时长', 'warning'] : ['已报名', 'accent']
}

/** 2026-12-20T09:00:00+08:00 -> 12月20日 (the time is China's, as every answer's offset is). */
const dayText = (at: string) => `${Number(at.slice(5, 7))}月${Number(at.slice(8, 10))}日`
const clock = (at: string) => at.slice(11, 16)

/** 12月20日 09:00-12:00 */
export const slotText = (slot: Pick<WelfareSlot, 'start' | 'end'>): string =>
  slot.start.slice(0, 10) === slot.end.slice(0, 10)
    ? `${dayText(slot.start)} ${clock(slot.start)}-${clock(slot.end)}`
    : `${dayText(slot.start)} ${clock(slot.start)} - ${dayText(slot.end)} ${clock(slot.end)}`

/** 12月18日 20:00 */
export const deadlineText = (at: string): string => `${dayText(at)} ${clock(at)}`

/** What the project page offers me about joining it, and why. */
export type ProjectJoin =
  | { kind: 'login'; text: string }
  | { kind: 'loading'; text: string }
  | { kind: 'signed'; text: string; signup: WelfareSignup }
  | { kind: 'closed'; text: string }
  | { kind: 'apply'; text: string }
  | { kind: 'reviewing'; text: string }
  | { kind: 'open'; text: string }

/**
 * Logged out: a login. My sign-up for it: where it stands. Nobody may join (not recruiting, past
 * the deadline, full): why. Not a member: apply first (or wait for the review). Else: the form.
 */
export function projectJoin(
  project: WelfareProject,
  loggedIn: boolean,
  mine: WelfareMine | undefined,
  signups: WelfareSignup[] | undefined,
  now: number,
): ProjectJoin {
  if (!loggedIn) return { kind: 'login', text: '登录后即可报名参加' }
  if (!mine || !signups) return { kind: 'loading', text: '' }
  const signup = signups.find((s) => s.projectId === project.id && holdsPlace(s))
  if (signup) return { kind: 'signed', text: `你已报名：${slotText(signup.slot)}`, signup }
  const refusal = signupRefusal(project, now)
  if (refusal) return { kind: 'closed', text: refusal }
  if (!mine.membership) {
    return mine.application?.state === 'reviewing'
      ? { kind: 'reviewing', text: '入会申请审核中，通过后即可报名' }
      : { kind: 'apply', text: '报名公益项目需先加入福利社，审核通过后即可报名' }
  }
  return { kind: 'open', text: `剩余 ${placesLeft(project)} 个名额 · ${deadlineText(project.signupDeadline)} 截止报名` }
}
