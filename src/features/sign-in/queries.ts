import { AREA, defineQuery } from '@/core/query'
import { getSignCalendar, getSignInBanners, getTaskProgress, loadTask } from './api'

// The sign-in's reads, each defined once.

/** The task of a scene (default the sign-in's): its rule text; false when the call failed (spec §8). */
export const signInTaskQuery = defineQuery(
  (scene: string | undefined) => [AREA.signIn, 'task', scene ?? 'default'],
  (scene: string | undefined) => loadTask(scene),
)
/** The sign-in banners (no account needed). */
export const signInBannersQuery = defineQuery(() => [AREA.signIn, 'banners'], getSignInBanners)

/**
 * Today's sign-in: the task and my progress on it (false where a call failed: spec §8). Filed
 * under the user's area with the calendars, so a sign-in (which marks the user) reads them again.
 */
export const signInTodayQuery = defineQuery(
  () => [AREA.user, 'sign-in', 'today'],
  async () => {
    const task = await loadTask()
    return { task, progress: task ? await getTaskProgress(task.id) : (false as const) }
  },
)
/** The signed days of a month (YYYY-MM; undefined: the server's current one). */
export const signCalendarQuery = defineQuery((month: string | undefined) => [AREA.user, 'sign-in', 'calendar', month ?? 'now'], (month: string | undefined) => getSignCalendar(month))
