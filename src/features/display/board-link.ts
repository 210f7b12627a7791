import { queryId } from '@/core/navigation'

export interface BoardLink {
  /** The event whose board the link opens; none: the event running now. */
  eventId?: number
  /** The link names an event but not as an id (`abc!!`, `-1`, empty): it is bad. */
  bad: boolean
}

/** The event a big-screen link names (`?eventId=`): a bad one never shows the running event's board. */
export function boardLink(params: { eventId?: string }): BoardLink {
  const eventId = queryId(params.eventId)
  return { eventId, bad: params.eventId !== undefined && eventId === undefined }
}
