// Evaluations (issue 16 item 5): what waits for my evaluation and what I evaluated, one target
// with its template, and giving the evaluation, once per target. The input is checked as the
// app's form checks it (every aspect rated, a problem picked on a low score, the comment's
// length) and the comment passes the same words as the content checks of spec §5.
import {
  EvaluationDetailSchema, EvaluationInputSchema, EvaluationListItemSchema, EvaluationListQuerySchema, EvaluationParamsSchema,
  EvaluationRecordSchema, type EvaluationKind, type EvaluationRecord,
} from '../../../types/api/evaluation'
import { PageSchema } from '../../../types/api/common'
import { conflict } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { EVALUATION_TEMPLATES, overallScore, type EvaluationRow } from '../../seed/evaluations'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'
import { checkEvaluationInput } from './evaluation-check'
import { targetOf, targetsOf } from './evaluation-targets'

const KINDS: EvaluationKind[] = ['service', 'activity', 'sales']

const recordOf = ({ accountId: _a, kind: _k, targetId: _t, ...record }: EvaluationRow): EvaluationRecord => record
const given = (db: Db, who: number, kind: EvaluationKind, id: number) =>
  db.evaluations.find((e) => e.accountId === who && e.kind === kind && e.targetId === id)

export const evaluationRoutes = [
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/evaluation/mine', summary: '我的评价：待评价 / 已评价（可按类型，分页）',
    auth: 'required', spec: false, query: EvaluationListQuerySchema, response: PageSchema(EvaluationListItemSchema),
    sample: { query: { state: 'pending', pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const kinds = query.kind ? [query.kind] : KINDS
      const targets = kinds.flatMap((kind) => targetsOf(db, who, kind, now))
      if (query.state === 'pending') {
        const rows = targets.filter((t) => !given(db, who, t.kind, t.id)).sort((a, b) => b.time.localeCompare(a.time))
        return paginate(rows.map((target) => ({ target, evaluation: null })), query)
      }
      const rows = db.evaluations
        .filter((e) => e.accountId === who && kinds.includes(e.kind))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .flatMap((e) => {
          const target = targets.find((t) => t.kind === e.kind && t.id === e.targetId)
          return target ? [{ target, evaluation: recordOf(e) }] : []
        })
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/evaluation/:kind/:id', summary: '评价对象、评价模板与我的评价（未评价为 null）',
    auth: 'required', spec: false, params: EvaluationParamsSchema, response: EvaluationDetailSchema,
    sample: { params: { kind: 'service', id: 9003 } },
    handler: ({ db, params, accountId, now }) => {
      const who = me(db, accountId).accountId
      const target = targetOf(db, who, params.kind, params.id, now)
      const row = given(db, who, params.kind, params.id)
      return { target, template: EVALUATION_TEMPLATES[params.kind], evaluation: row ? recordOf(row) : null }
    },
  }),
  defineRoute({
    area: 'lead', method: 'POST', idempotent: true, path: '/web/evaluation/:kind/:id', summary: '提交评价（每个对象一次）',
    auth: 'required', spec: false, params: EvaluationParamsSchema, body: EvaluationInputSchema, response: EvaluationRecordSchema,
    sample: {
      params: { kind: 'service', id: 9003 },
      body: { scores: { attitude: 5, professionalism: 5, speed: 4, environment: 5 }, tags: ['接待热情'], problems: [], comment: '顾问很专业', photos: [], anonymous: false },
    },
    handler: ({ db, params, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      targetOf(db, who, params.kind, params.id, now)
      if (given(db, who, params.kind, params.id)) throw conflict('您已评价过，不能重复评价')
      const input = checkEvaluationInput(db, EVALUATION_TEMPLATES[params.kind], body)
      const row: EvaluationRow = {
        id: nextId(db, 'evaluation'), accountId: who, kind: params.kind, targetId: params.id,
        ...input, score: overallScore(input.scores), createdAt: iso(now),
      }
      db.evaluations.push(row)
      return recordOf(row)
    },
  }),
]
