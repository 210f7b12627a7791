import type { SurveySummary } from '@api/survey'
import { formatDate } from '@/utils'

/** 11-23 18:00: deadlines and starts within the year the list shows. */
export const shortTime = (iso: string) => formatDate(iso, 'MM-DD HH:mm')

/** The tag of a survey in the list and on its page. */
export function stateLabel(s: Pick<SurveySummary, 'state' | 'answeredAt'>): string {
  if (s.answeredAt) return '已参与'
  return { open: '进行中', upcoming: '未开始', closed: '已结束' }[s.state]
}

/** 共 13 题 · 约 3 分钟 */
export const sizeText = (s: Pick<SurveySummary, 'questionCount' | 'minutes'>) => `共 ${s.questionCount} 题 · 约 ${s.minutes} 分钟`

/** How close a deadline must be before the list counts down to it. */
export const COUNTDOWN_WITHIN_MS = 3 * 24 * 3600 * 1000
