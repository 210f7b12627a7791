import type { RegisterActivity, RegisterListState, RegistrationState } from '@api/activity'
import type { StatusTone } from '@/shared/status-tag'

export type HubTab = RegisterListState | 'mine'

export const HUB_TABS: { value: HubTab; label: string; emptyText: string }[] = [
  { value: 'open', label: '报名中', emptyText: '暂时没有可报名的活动' },
  { value: 'upcoming', label: '即将开始', emptyText: '暂时没有即将开放报名的活动' },
  { value: 'ended', label: '已结束', emptyText: '还没有已结束的活动' },
  { value: 'mine', label: '我的报名', emptyText: '还没有报名过活动' },
]

export interface Tag {
  text: string
  tone: StatusTone
}

/**
 * Where an activity of a hub tab stands. An open activity may still be closed to me: full, or past
 * its sign-up deadline (the detail page says the same through validActivity).
 */
export function activityTag(a: RegisterActivity, tab: RegisterListState, now: number): Tag {
  if (tab === 'ended') return { text: '已结束', tone: 'muted' }
  if (tab === 'upcoming') return { text: '即将开放', tone: 'warning' }
  if (a.registeredNum >= a.quota) return { text: '名额已满', tone: 'danger' }
  if (Date.parse(a.signupEndTime) < now) return { text: '报名已截止', tone: 'muted' }
  return { text: '报名中', tone: 'success' }
}

export const REGISTRATION_TAGS: Record<RegistrationState, Tag> = {
  waiting: { text: '待参加', tone: 'info' },
  ongoing: { text: '进行中', tone: 'success' },
  ended: { text: '已结束', tone: 'muted' },
}

/** Places left, or a word for none: what makes an open activity worth a tap. */
export function placesText(a: RegisterActivity): string {
  const left = a.quota - a.registeredNum
  return left > 0 ? `剩余 ${left} 个名额` : `${a.quota} 个名额已报满`
}
