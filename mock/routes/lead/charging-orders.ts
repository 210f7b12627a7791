// Home charging pile orders (issue 15 item 6): repair reports of my installed piles, the list of
// my applications and repairs (newest first, paged), and the rating of a finished one, once
// (the parity page): the order with its kind's template and the rating once given, then the
// rating, checked as every evaluation is (evaluation-check.ts).
import {
  ChargingOrderParamsSchema, ChargingOrderQuerySchema, ChargingOrderSchema, ChargingRatingDetailSchema, ChargingRatingResultSchema, RepairBodySchema,
  RepairReportSchema, type ChargingOrder,
} from '../../../types/api/charging'
import { PageSchema } from '../../../types/api/common'
import { EvaluationInputSchema, type EvaluationInput } from '../../../types/api/evaluation'
import { badRequest, conflict, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId } from '../../state/db'
import { RATING_TEMPLATES, REPAIR_STATUS_NOTES, repairNo, type RepairRow } from '../../seed/charging'
import { me } from '../lookup'
import { applicationView, finishedOrder, ratingOf, repairView } from './charging-views'
import { checkEvaluationInput } from './evaluation-check'

/** Newest first; a tie (same second) goes to the higher id, the later one. */
export const newestFirst = (a: ChargingOrder, b: ChargingOrder) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id

const GOOD_RATING: EvaluationInput = {
  scores: { timeliness: 5, quality: 4, attitude: 5, tidiness: 5 }, tags: ['上门准时', '布线规范'], problems: [], comment: '安装很规范，师傅讲解清楚。', photos: [], anonymous: false,
}

export const chargingOrderRoutes = [
  defineRoute({
    area: 'lead', method: 'POST', idempotent: true, path: '/web/charging/repairs', summary: '充电桩报修',
    auth: 'required', spec: false, body: RepairBodySchema, response: RepairReportSchema,
    sample: { body: { pileId: 6301, symptom: '充电中断', description: '充电半小时后自动停止，重新插枪也不行。', photos: [], contactTime: '工作日晚上' } },
    handler: ({ db, accountId, body, now }) => {
      const who = me(db, accountId).accountId
      const pile = must(db.chargingPiles.find((p) => p.id === body.pileId && p.accountId === who), '充电桩')
      const description = body.description.trim()
      if ([...description].length < 5) throw badRequest('故障描述至少 5 个字')
      const id = nextId(db, 'chargingRepair')
      const row: RepairRow = {
        kind: 'repair', id, accountId: who, reportNo: repairNo(id, now), pileId: pile.id, pileNo: pile.pileNo, plate: pile.plate, address: pile.address,
        symptom: body.symptom, description, photos: body.photos, contactTime: body.contactTime, status: 'submitted', createdAt: iso(now),
        history: [{ status: 'submitted', time: iso(now), note: REPAIR_STATUS_NOTES.submitted }], technician: null, result: null,
      }
      db.chargingRepairs.push(row)
      return repairView(db, row)
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/charging/orders', summary: '我的安装申请与报修（新的在前，分页；kind 只看一种）',
    auth: 'required', spec: false, query: ChargingOrderQuerySchema, response: PageSchema(ChargingOrderSchema),
    sample: { query: { pageNo: 2, pageSize: 10 } },
    handler: ({ db, accountId, query }) => {
      const who = me(db, accountId).accountId
      const rows: ChargingOrder[] = [
        ...(query.kind === 'repair' ? [] : db.chargingApplications.filter((a) => a.accountId === who).map((a) => applicationView(db, a))),
        ...(query.kind === 'install' ? [] : db.chargingRepairs.filter((r) => r.accountId === who).map((r) => repairView(db, r))),
      ]
      return paginate(rows.sort(newestFirst), query)
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/charging/orders/:kind/:id/rating', summary: '评价页：已完成的安装或报修、评价模板、已给的评价',
    auth: 'required', spec: false, params: ChargingOrderParamsSchema, response: ChargingRatingDetailSchema,
    sample: { params: { kind: 'repair', id: 6204 } },
    handler: ({ db, accountId, params }) => {
      const order = finishedOrder(db, me(db, accountId).accountId, params.kind, params.id)
      const given = ratingOf(db, params.kind, params.id)
      const rating = given ? (({ kind: _k, orderId: _o, accountId: _a, ...r }) => r)(given) : null
      return { order, template: RATING_TEMPLATES[params.kind], rating }
    },
  }),
  defineRoute({
    area: 'lead', method: 'POST', idempotent: true, path: '/web/charging/orders/:kind/:id/rating', summary: '评价已完成的安装或报修（每单一次）',
    auth: 'required', spec: false, params: ChargingOrderParamsSchema, body: EvaluationInputSchema, response: ChargingRatingResultSchema,
    sample: { params: { kind: 'install', id: 6101 }, body: GOOD_RATING },
    handler: ({ db, accountId, params, body, now }) => {
      const who = me(db, accountId).accountId
      finishedOrder(db, who, params.kind, params.id)
      if (ratingOf(db, params.kind, params.id)) throw conflict('该订单已评价')
      const input = checkEvaluationInput(db, RATING_TEMPLATES[params.kind], body)
      db.chargingRatings.push({ ...input, kind: params.kind, orderId: params.id, accountId: who, createdAt: iso(now) })
      return { kind: params.kind, id: params.id, rated: true as const, ratedAt: iso(now) }
    },
  }),
]
