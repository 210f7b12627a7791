import type { EventResult, LoadOne, SignCalendar, TaskInfo, TaskProgress } from '@api/user'
import type { SignInBanner } from '@api/user-mine'
import { SIGN_IN_EVENT_CODE, SIGN_IN_SCENE } from '@/constants'
import { AREA, invalidate } from '@/core/query'
import { quietlyOrFalse, request } from '@/core/request'
import { USER_AREA } from '@/entities/user'

/*
 * Spec §8: sign-in and task call failures are swallowed and give false, with no toast; the
 * page then shows "not signed" and decides what to tell the user.
 */

/** The task of a scene (spec §7 load-one; default signInScene): id and taskRuleDesc. */
export async function loadTask(sceneCode: string = SIGN_IN_SCENE): Promise<TaskInfo | false> {
  const answer = await quietlyOrFalse(() =>
    request<LoadOne>({ domain: 'user', path: '/web/task/tasks/load-one', query: { sceneCode }, toast: false }),
  )
  return answer && answer.taskInfo
}

export function getTaskProgress(taskId: number): Promise<TaskProgress | false> {
  return quietlyOrFalse(() =>
    request<TaskProgress>({ domain: 'user', path: '/web/task/tasks/user/progress', query: { taskId }, toast: false }),
  )
}

/** Signed days of a month (YYYY-MM; default the current one) and the streak. */
export function getSignCalendar(month?: string): Promise<SignCalendar | false> {
  return quietlyOrFalse(() =>
    request<SignCalendar>({ domain: 'user', path: '/web/task/sign-in/calendar', query: { month }, toast: false }),
  )
}

/**
 * A task event; the daily sign-in is SJ50001 (spec §7). false when refused or failed. A done
 * event rewards points: the user's reads (mine, the mall's balance) are marked changed; the
 * sign-in also adds today's draw to every running lottery (src/features/lottery/draw-rule.ts),
 * so the lottery's draw times are marked too.
 */
export async function startTaskEvent(eventCode: string = SIGN_IN_EVENT_CODE): Promise<EventResult | false> {
  const result = await quietlyOrFalse(() =>
    request<EventResult>({ domain: 'user', method: 'POST', path: '/web/task/tasks/event-start', data: { eventCode }, toast: false }),
  )
  if (result) {
    invalidate(USER_AREA)
    invalidate(AREA.lottery)
  }
  return result
}

export function getSignInBanners(): Promise<SignInBanner[]> {
  return request<SignInBanner[]>({ domain: 'user', path: '/web/task/sign-in/banners', auth: false })
}
