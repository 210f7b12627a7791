// The creator classroom: categories, lessons (with whether I finished each; false logged out)
// and marking one finished (again is harmless: the learner count moves once).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import { LessonCategorySchema, LessonQuerySchema, LessonSchema, type Lesson } from '../../../types/api/posts-creator'
import { must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import type { Db } from '../../state/db'
import type { LessonRow } from '../../seed/creator-lessons'
import { me } from '../lookup'
import { BASE } from './creator-views'

const finished = (db: Db, accountId: number | null, lessonId: number) =>
  accountId !== null && db.lessonsFinished.some((f) => f.accountId === accountId && f.lessonId === lessonId)

const lessonView = (db: Db, row: LessonRow, accountId: number | null): Lesson => ({ ...row, finished: finished(db, accountId, row.id) })

export const creatorLessonRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/lessons/categories`, summary: '创作课堂分类',
    auth: 'none', spec: false, response: Type.Array(LessonCategorySchema), sample: {},
    handler: ({ db }) => db.lessonCategories,
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/lessons`, summary: '创作课堂课程（分页，可按分类；登录后带学习状态）',
    auth: 'optional', spec: false, query: LessonQuerySchema, response: PageSchema(LessonSchema), sample: { query: { pageNo: 1, pageSize: 10, categoryId: 2 } },
    handler: ({ db, query, accountId }) => {
      if (query.categoryId !== undefined) must(db.lessonCategories.find((c) => c.id === query.categoryId), '课程分类')
      const rows = db.lessons.filter((l) => query.categoryId === undefined || l.categoryId === query.categoryId)
      return paginate(rows.map((l) => lessonView(db, l, accountId)), query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: `${BASE}/lessons/:id/finish`, summary: '学完一节课程（重复调用无副作用）',
    auth: 'required', spec: false, params: IdParamsSchema, response: LessonSchema, sample: { params: { id: 903 } },
    handler: ({ db, params, accountId, now }) => {
      const who = me(db, accountId).accountId
      const row = must(db.lessons.find((l) => l.id === params.id), '课程')
      if (!finished(db, who, row.id)) {
        db.lessonsFinished.push({ accountId: who, lessonId: row.id, finishedAt: iso(now) })
        row.learners += 1
      }
      return lessonView(db, row, who)
    },
  }),
]
