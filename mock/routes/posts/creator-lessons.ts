// The creator classroom: categories, lessons (with how far I got and whether I learnt each; 0 and
// false logged out) and the lesson pages' progress reports. Whether a lesson is learnt is the
// app's rule (src/features/creator/lesson-rule.ts), decided here from what the page reported:
// the parts of the video played and its end, or the article's end on screen; opening counts for
// nothing. Once learnt it stays learnt, and the learner count moves once.
import { Type } from '@sinclair/typebox'
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import { LessonCategorySchema, LessonProgressBodySchema, LessonQuerySchema, LessonSchema, type Lesson } from '../../../types/api/posts-creator'
import { articleLearnt, articlePercent, mergeSegments, videoLearnt, videoPercent } from '../../../src/features/creator/lesson-rule'
import { badRequest, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import type { Db } from '../../state/db'
import type { LessonProgressRow, LessonRow } from '../../seed/creator-lessons'
import { me } from '../lookup'
import { BASE } from './creator-views'

/** A player that reads another length has another file: what was played of the old one no longer counts. */
const SAME_LENGTH_S = 1

const finished = (db: Db, accountId: number | null, lessonId: number) =>
  accountId !== null && db.lessonsFinished.some((f) => f.accountId === accountId && f.lessonId === lessonId)

const progressOf = (db: Db, accountId: number | null, lessonId: number) =>
  accountId === null ? undefined : db.lessonProgress.find((p) => p.accountId === accountId && p.lessonId === lessonId)

function percent(row: LessonRow, progress: LessonProgressRow | undefined): number {
  if (!progress) return 0
  return row.kind === 'video' ? videoPercent(progress.segments, progress.duration) : articlePercent(progress.read)
}

function lessonView(db: Db, row: LessonRow, accountId: number | null): Lesson {
  const done = finished(db, accountId, row.id)
  return { ...row, progress: done ? 100 : percent(row, progressOf(db, accountId, row.id)), finished: done }
}

export const creatorLessonRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/lessons/categories`, summary: '创作课堂分类',
    auth: 'none', spec: false, response: Type.Array(LessonCategorySchema), sample: {},
    handler: ({ db }) => db.lessonCategories,
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/lessons`, summary: '创作课堂课程（分页，可按分类；登录后带学习进度）',
    auth: 'optional', spec: false, query: LessonQuerySchema, response: PageSchema(LessonSchema), sample: { query: { pageNo: 1, pageSize: 10, categoryId: 2 } },
    handler: ({ db, query, accountId }) => {
      if (query.categoryId !== undefined) must(db.lessonCategories.find((c) => c.id === query.categoryId), '课程分类')
      const rows = db.lessons.filter((l) => query.categoryId === undefined || l.categoryId === query.categoryId)
      return paginate(rows.map((l) => lessonView(db, l, accountId)), query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: `${BASE}/lessons/:id/progress`, summary: '报告课程学习进度（视频播放片段与是否播完，文章读到的位置；学完由服务端按规则判定）',
    auth: 'required', spec: false, params: IdParamsSchema, body: LessonProgressBodySchema, response: LessonSchema,
    sample: { params: { id: 905 }, body: { segments: [[0, 44]], duration: 44, ended: true } },
    handler: ({ db, params, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const row = must(db.lessons.find((l) => l.id === params.id), '课程')
      let progress = progressOf(db, who, row.id)
      if (!progress) {
        progress = { accountId: who, lessonId: row.id, segments: [], duration: 0, read: 0, updatedAt: iso(now) }
        db.lessonProgress.push(progress)
      }
      let learnt: boolean
      if (row.kind === 'video') {
        if (body.duration === undefined || body.segments === undefined) throw badRequest('视频课程须报告视频时长和播放片段')
        const kept = Math.abs(progress.duration - body.duration) <= SAME_LENGTH_S ? progress.segments : []
        progress.segments = mergeSegments([...kept, ...body.segments], body.duration)
        progress.duration = body.duration
        learnt = videoLearnt(progress.segments, progress.duration, body.ended === true)
      } else {
        if (body.read === undefined) throw badRequest('文章课程须报告阅读位置')
        progress.read = Math.max(progress.read, body.read)
        learnt = articleLearnt(progress.read)
      }
      progress.updatedAt = iso(now)
      if (learnt && !finished(db, who, row.id)) {
        db.lessonsFinished.push({ accountId: who, lessonId: row.id, finishedAt: iso(now) })
        row.learners += 1
      }
      return lessonView(db, row, who)
    },
  }),
]
