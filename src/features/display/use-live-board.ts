import { useEffect, useRef } from 'react'
import { usePageVisible } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { DISPLAY_REFRESH_MS } from './constants'
import { displayBoardQuery } from './queries'

/**
 * The display's board, read again every DISPLAY_REFRESH_MS while the page is on screen. The cache
 * keeps the figures while a read runs or fails, so a refresh never blanks the screen; `stale`
 * says the last refresh failed (cleared by the next one that succeeds).
 */
export function useLiveBoard(eventId: number | undefined) {
  const board = useQuery(displayBoardQuery, [eventId])
  const visible = usePageVisible()
  const wasVisible = useRef(visible)
  const busy = useRef(board.loading)
  busy.current = board.loading
  const { reload } = board
  useEffect(() => {
    const back = visible && !wasVisible.current
    wasVisible.current = visible
    if (!visible) return undefined
    // Shown again after a pause: read now (unless the cache already is) rather than in 30 s.
    if (back && !busy.current) void reload()
    const timer = setInterval(() => void reload(), DISPLAY_REFRESH_MS)
    return () => clearInterval(timer)
  }, [visible, reload])
  return { ...board, stale: board.data !== undefined && board.error !== undefined }
}
