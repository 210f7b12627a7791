// Lottery (spec §7: queryDrawTimes, pageInfo) plus prizes, draw and my records. Draws use
// the db's seeded generator, so the same sequence follows every /__reset.
import { Type } from '@sinclair/typebox'
import { PageSchema } from '../../../types/api/common'
import {
  ActivityIdQuerySchema, DrawBodySchema, DrawResultSchema, DrawTimesSchema, LotteryPageInfoSchema,
  LotteryPageQuerySchema, LotteryRecordQuerySchema, LotteryRecordSchema, PrizeParamsSchema, PrizeSchema,
} from '../../../types/api/activity'
import { badRequest, conflict, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { nextRandom } from '../../core/prng'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'

const BASE = '/api/v1/activity/app/lottery'
const DAILY_TIMES = 3
const activity = (db: Db, id: number) => must(db.lotteryActivities.find((a) => a.id === id), '抽奖活动')
const prizesOf = (db: Db, id: number) => db.prizes.filter((p) => p.activityId === id).sort((a, b) => a.sort - b.sort).map(({ weight: _w, ...p }) => p)
const timesOf = (db: Db, accountId: number, activityId: number) => db.drawTimes[`${accountId}:${activityId}`] ?? { total: DAILY_TIMES, used: 0 }

export const lotteryRoutes = [
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/pageInfo`, summary: '抽奖页信息（活动与奖品）',
    auth: 'none', spec: true, query: LotteryPageQuerySchema, response: LotteryPageInfoSchema, sample: { query: { activityId: 301, tenantId: '0' } },
    handler: ({ db, query }) => ({ activity: activity(db, query.activityId), prizes: prizesOf(db, query.activityId) }),
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/queryDrawTimes`, summary: '我的抽奖次数',
    auth: 'required', spec: true, query: ActivityIdQuerySchema, response: DrawTimesSchema, sample: { query: { activityId: 301 } },
    handler: ({ db, query, accountId }) => {
      activity(db, query.activityId)
      const t = timesOf(db, me(db, accountId).accountId, query.activityId)
      return { activityId: query.activityId, totalTimes: t.total, usedTimes: t.used, remainTimes: Math.max(0, t.total - t.used) }
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/prizes`, summary: '全部奖品',
    auth: 'none', spec: false, query: ActivityIdQuerySchema, response: Type.Array(PrizeSchema), sample: { query: { activityId: 301 } },
    handler: ({ db, query }) => {
      activity(db, query.activityId)
      return prizesOf(db, query.activityId)
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/prizes/:prizeId`, summary: '奖品详情',
    auth: 'none', spec: false, params: PrizeParamsSchema, response: PrizeSchema, sample: { params: { prizeId: 1 } },
    handler: ({ db, params }) => {
      const { weight: _w, ...p } = must(db.prizes.find((x) => x.id === params.prizeId), '奖品')
      return p
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: `${BASE}/draw`, summary: '抽奖一次',
    auth: 'required', spec: false, body: DrawBodySchema, response: DrawResultSchema, sample: { body: { activityId: 301 } },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId)
      const a = activity(db, body.activityId)
      if (now < Date.parse(a.startTime) || now > Date.parse(a.endTime)) throw badRequest('不在活动时间内')
      const times = timesOf(db, who.accountId, a.id)
      if (times.used >= times.total) throw conflict('抽奖次数已用完')
      db.drawTimes[`${who.accountId}:${a.id}`] = { total: times.total, used: times.used + 1 }
      const pool = db.prizes.filter((p) => p.activityId === a.id && p.stock > 0)
      let roll = nextRandom(db) * pool.reduce((n, p) => n + p.weight, 0)
      const prize = pool.find((p) => (roll -= p.weight) < 0) ?? pool[pool.length - 1]
      prize.stock -= 1
      if (prize.prizeType === 2) {
        who.point += prize.points
        db.pointRecords.push({ id: nextId(db, 'point'), accountId: who.accountId, change: prize.points, balance: who.point, reason: `抽奖获得 ${prize.name}`, createdAt: iso(now) })
      }
      const won = prize.prizeType !== 0
      const record = {
        id: nextId(db, 'lottery'), accountId: who.accountId, activityId: a.id, prizeId: prize.id, prizeName: prize.name,
        prizeImage: prize.image, prizeType: prize.prizeType, won, status: won && prize.prizeType !== 2 ? 1 : 2, drawAt: iso(now),
      }
      db.lotteryRecords.push(record)
      const { accountId: _a, ...view } = record
      return { record: view, remainTimes: times.total - times.used - 1 }
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/records`, summary: '我的抽奖记录（分页，可只看中奖）',
    auth: 'required', spec: false, query: LotteryRecordQuerySchema, response: PageSchema(LotteryRecordSchema), sample: { query: { activityId: 301, pageNo: 1 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.lotteryRecords
        .filter((r) => r.accountId === who && r.activityId === query.activityId && (!query.wonOnly || r.won))
        .sort((a, b) => b.drawAt.localeCompare(a.drawAt) || b.id - a.id)
        .map(({ accountId: _a, ...r }) => r)
      return paginate(rows, query)
    },
  }),
]
