import { AREA, defineQuery } from '@/core/query'
import { getDisplayBoard } from './api'

/** The display's board: an event's, or (no id) the event running now. */
export const displayBoardQuery = defineQuery(
  (eventId?: number) => [AREA.display, 'board', eventId ?? 'now'],
  (eventId?: number) => getDisplayBoard(eventId ? { eventId } : {}),
)
