import type { Lesson, LessonProgressBody } from '@api/posts'
import { afterWrite, keepShown } from '@/core/query'
import { request } from '@/core/request'
import { CREATOR_BASE } from './constants'
import { LESSONS_TEXT } from './keys'

// The lesson pages' one call, apart from api.ts: only the post and article pages (their
// subpackage) take it, with use-lesson-progress.ts, so the creator centre's calls stay out of it.

/**
 * Tells the server what a lesson page saw (the parts of the video played, its end; the article's
 * end); the answer says how far I got and whether it now counts as learnt. Quiet: a lost report
 * costs only progress the next one carries again. The classroom, covered meanwhile, reads its
 * lists again when shown, not under a playing video.
 */
export function reportLessonProgress(id: number, body: LessonProgressBody): Promise<Lesson> {
  return afterWrite(
    request<Lesson>({ domain: 'posts', method: 'POST', path: `${CREATOR_BASE}/lessons/${id}/progress`, data: body, toast: false }),
    keepShown(LESSONS_TEXT),
  )
}
