import type { ChargingOrder } from '@api/charging'
import type { StatusTone as TagTone } from '@/shared/status-tag'
import { APPLICATION_STATUS_TEXT, REPAIR_STATUS_TEXT } from './constants'

/** How a status looks: under way, finished well, or ended without an installation (rejected, cancelled). */
export type StatusTone = 'active' | 'done' | 'ended'

/** The list's StatusTag for each. */
export const TAG_TONE: Record<StatusTone, TagTone> = { active: 'info', done: 'success', ended: 'muted' }

export interface OrderStatus {
  text: string
  tone: StatusTone
  /** Installed, or repaired: the order can be rated. */
  finished: boolean
  /** What the card offers: 去评价 (rate), 已评价 (rated), or nothing while unfinished. */
  rating: 'rate' | 'rated' | null
}

/** A list item's status line, tone and rating action. */
export function orderStatus(order: ChargingOrder): OrderStatus {
  const finished = order.kind === 'install' ? order.status === 'installed' : order.status === 'repaired'
  const ended = order.kind === 'install' && (order.status === 'rejected' || order.status === 'cancelled')
  return {
    text: order.kind === 'install' ? APPLICATION_STATUS_TEXT[order.status] : REPAIR_STATUS_TEXT[order.status],
    tone: finished ? 'done' : ended ? 'ended' : 'active',
    finished,
    rating: finished ? (order.rated ? 'rated' : 'rate') : null,
  }
}

/** The card's heading for each kind. */
export const KIND_TITLE: Record<ChargingOrder['kind'], string> = { install: '充电桩安装申请', repair: '充电桩报修' }
