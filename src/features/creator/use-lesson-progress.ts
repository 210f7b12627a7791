import { useEffect, useMemo, useRef } from 'react'
import type { LessonProgressBody } from '@api/posts'
import { getToken } from '@/core/session'
import { useWrite } from '@/shared/use-write'
import { reportLessonProgress } from './lesson-api'
import { played, START, watchedSeconds, type PlayState, type Segment } from './lesson-rule'

/** While a video plays, a report after every this many seconds newly played (a page left without ending keeps them). */
export const REPORT_EVERY_S = 10

export interface LessonProgress {
  /** The video's time update: where it is and its length (seconds; NaN while unknown). */
  onTime: (seconds: number, duration: number) => void
  /** The video played to its end. */
  onEnded: () => void
  /** The article's end came on screen. */
  onReadToEnd: () => void
}

const rounded = (segments: Segment[]): Segment[] => segments.map(([a, b]) => [Math.floor(a * 100) / 100, Math.ceil(b * 100) / 100])

/**
 * What a lesson's post (video) or article page reports, opened from the classroom with a
 * `lessonId`: the parts of the video actually played (lesson-rule.ts: a seek starts a new part)
 * and its end, or the article's end on screen. The server decides from them whether the lesson
 * is learnt. Without a lesson (or logged out) the page reports nothing: undefined.
 */
export function useLessonProgress(lessonId: number | undefined): LessonProgress | undefined {
  const report = useWrite(reportLessonProgress)
  const seen = useRef({ play: START as PlayState, duration: 0, reported: 0, read: false })
  // One report at a time; one that comes meanwhile waits, and carries everything played by then.
  const sending = useRef<{ busy: boolean; next?: LessonProgressBody }>({ busy: false })
  const { run } = report

  const handlers = useMemo(() => {
    const send = (body: LessonProgressBody): void => {
      if (lessonId === undefined || !getToken()) return
      const queue = sending.current
      if (queue.busy) {
        queue.next = { ...body, ended: body.ended || queue.next?.ended }
        return
      }
      queue.busy = true
      // A promise chain: no async function, however small the page's package.
      void run(lessonId, body).then(() => {
        queue.busy = false
        const next = queue.next
        queue.next = undefined
        if (next) send(next)
      })
    }
    const sendPlayed = (ended: boolean): void => {
      const s = seen.current
      if (!(s.duration > 0)) return
      s.reported = watchedSeconds(s.play.segments)
      send({ segments: rounded(s.play.segments), duration: s.duration, ...(ended ? { ended: true } : {}) })
    }
    return {
      sendPlayed,
      progress: {
        onTime: (seconds: number, duration: number) => {
          const s = seen.current
          if (Number.isFinite(duration) && duration > 0) s.duration = duration
          s.play = played(s.play, seconds)
          if (watchedSeconds(s.play.segments) - s.reported >= REPORT_EVERY_S) sendPlayed(false)
        },
        onEnded: () => {
          const s = seen.current
          // Ended is at the end: the part playing reaches it (a seek there starts its own).
          s.play = played(s.play, s.duration)
          sendPlayed(true)
        },
        onReadToEnd: () => {
          if (seen.current.read) return
          seen.current.read = true
          send({ read: 1 })
        },
      } satisfies LessonProgress,
    }
  }, [lessonId, run])

  // Leaving the page keeps what was played since the last report.
  useEffect(() => () => {
    const s = seen.current
    if (watchedSeconds(s.play.segments) > s.reported) handlers.sendPlayed(false)
  }, [handlers])

  return lessonId === undefined ? undefined : handlers.progress
}
