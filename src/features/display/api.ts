import type { DisplayBoard, DisplayQuery } from '@api/activity'
import { request } from '@/core/request'

// The big-screen display of a brand event (domain `activity`): public, no token.

/** Live totals and the city ranking; without an event id, the event running now. */
export function getDisplayBoard(query: DisplayQuery = {}): Promise<DisplayBoard> {
  // A hall screen refreshes on its own: a failed refresh shows as stale figures, not as a toast.
  return request<DisplayBoard>({ domain: 'activity', path: '/api/v1/activity/app/display/board', query, auth: false, toast: false })
}
