import type { ChargingApplication, RepairReport } from '@api/charging'
import type { Step } from '@/shared/steps'
import { formatDateTime } from '@/utils'
import { APPLICATION_PLAN, APPLICATION_STATUS_TEXT, REPAIR_PLAN, REPAIR_STATUS_TEXT } from './constants'

export interface Timeline {
  steps: Step[]
  /** Index of the step under way; steps.length when there is nothing left to do. */
  current: number
}

interface Reached<S extends string> {
  status: S
  time: string
  note: string
}

/**
 * The statuses reached (with times and notes), then those still ahead in the plan. The last one
 * reached is under way unless it ends the plan, or the order ended off the plan (rejected,
 * cancelled): then nothing is ahead and every step is done.
 */
function timeline<S extends string>(history: Reached<S>[], plan: readonly S[], label: Record<S, string>): Timeline {
  const reached: Step[] = history.map((h) => ({ title: label[h.status], time: formatDateTime(h.time), description: h.note || undefined }))
  const last = history[history.length - 1]?.status
  const at = last === undefined ? -1 : plan.indexOf(last)
  if (last !== undefined && at < 0) return { steps: reached, current: reached.length }
  const ahead: Step[] = plan.slice(at + 1).map((s) => ({ title: label[s] }))
  const done = at === plan.length - 1
  return { steps: [...reached, ...ahead], current: done ? reached.length : Math.max(reached.length - 1, 0) }
}

/** 已提交 → 已勘测 → 安装中 → 已安装, or ending 已驳回 (the reason under it) / 已取消. */
export const applicationTimeline = (a: Pick<ChargingApplication, 'history'>): Timeline => timeline(a.history, APPLICATION_PLAN, APPLICATION_STATUS_TEXT)

/** 待受理 → 已派单 → 维修中 → 已修复. */
export const repairTimeline = (r: Pick<RepairReport, 'history'>): Timeline => timeline(r.history, REPAIR_PLAN, REPAIR_STATUS_TEXT)
