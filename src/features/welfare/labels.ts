import type { WelfareApplication, WelfareMine, WelfareProject } from '@api/user'
import { paths } from '@/routes'
import type { StatusTone } from '@/shared/status-tag'

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
