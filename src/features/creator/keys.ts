import { AREA, keyText } from '@/core/query'

// Keys that a write marks by name (api files never import queries.ts, which reads with them).

/** Every list of the classroom's lessons (queries.ts's lessonsList files each category below it). */
export const LESSONS = [AREA.creator, 'lessons'] as const
export const LESSONS_TEXT = keyText(LESSONS)
