import type { CreatorActivityState, Lesson, MyReward, WorkState } from '@api/posts'
import type { StatusTone } from '@/shared/status-tag'
import { formatClipTime, formatDate } from '@/utils'

/** How the classroom, the activities and the rewards say where something stands. */
export interface Tag {
  text: string
  tone: StatusTone
}

export const ACTIVITY_TAGS: Record<CreatorActivityState, Tag> = {
  upcoming: { text: '即将开始', tone: 'info' },
  open: { text: '征稿中', tone: 'success' },
  judging: { text: '评审中', tone: 'warning' },
  ended: { text: '已结束', tone: 'muted' },
}

/** The activity list's tabs: '' is every state (upcoming ones show there only). */
export const ACTIVITY_TABS: { label: string; value: CreatorActivityState | '' }[] = [
  { label: '全部', value: '' },
  { label: '征稿中', value: 'open' },
  { label: '评审中', value: 'judging' },
  { label: '已结束', value: 'ended' },
]

export const WORK_TAGS: Record<WorkState, Tag> = {
  draft: { text: '草稿', tone: 'info' },
  reviewing: { text: '审核中', tone: 'warning' },
  published: { text: '已发布', tone: 'success' },
  rejected: { text: '未通过', tone: 'danger' },
  withdrawn: { text: '已撤回', tone: 'muted' },
}

export const REWARD_TAGS: Record<MyReward['state'], Tag> = {
  choose: { text: '待填写地址', tone: 'accent' },
  chosen: { text: '待发货', tone: 'info' },
  shipped: { text: '已发货', tone: 'success' },
}

/** 'MM月DD日 HH:mm': the activity's times, all within a year of now. */
export const activityTime = (time: string) => formatDate(time, 'MM月DD日 HH:mm')

/** A video's length ('05:30', '1:02:03' past an hour); an article's reading time (约 4 分钟). */
export function lessonLength(lesson: Pick<Lesson, 'kind' | 'duration'>): string {
  if (lesson.kind === 'article') return `约 ${Math.max(1, Math.round(lesson.duration / 60))} 分钟`
  return formatClipTime(lesson.duration)
}

/** Who receives a reward and where, on one line. */
export const shipToText = (shipTo: NonNullable<MyReward['shipTo']>) => `${shipTo.receiverName} ${shipTo.mobile} ${shipTo.address}`
