import type { ServiceOrder, ServiceStep } from '@api/service-order'
import { formatDateTime } from '@/utils'

export interface TimelineStep {
  code: number
  title: string
  time?: string
  description?: string
  photos: string[]
}

export interface Timeline {
  steps: TimelineStep[]
  /** Index of the step under way; steps.length once the car is handed over. */
  current: number
}

/**
 * The order's timeline for `Steps`: the steps it went through (with times, notes, photos), then
 * the ones still ahead. A step skipped on the way (no parts to wait for) is left out, and the
 * last reached step is the one under way unless the car has been handed over.
 */
export function serviceTimeline(order: Pick<ServiceOrder, 'steps' | 'currentStep' | 'plan'>): Timeline {
  const reached = [...order.steps].sort((a, b) => a.code - b.code).map(fromStep)
  const ahead: TimelineStep[] = []
  // The names come with the order (types/api is for types only in the app's bundle).
  for (let code = order.currentStep + 1; code <= order.plan.length; code++) {
    ahead.push({ code, title: order.plan[code - 1], photos: [] })
  }
  const done = order.currentStep >= order.plan.length
  return { steps: [...reached, ...ahead], current: done ? reached.length : Math.max(reached.length - 1, 0) }
}

function fromStep(step: ServiceStep): TimelineStep {
  return { code: step.code, title: step.name, time: formatDateTime(step.time), description: step.note || undefined, photos: step.photos }
}

/** Whether the order is finished, so it can be evaluated. */
export const isFinished = (order: Pick<ServiceOrder, 'status'>) => order.status === 2
