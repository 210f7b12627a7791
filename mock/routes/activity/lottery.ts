// Lottery (spec §7: queryDrawTimes, pageInfo) plus prizes, draw, my records and claiming a
// physical prize with a ship address. Draws use the db's seeded generator, so the same sequence
// follows every /__reset. Record states: RECORD_STATUS in types/api/activity-lottery.ts.
import { Type } from '@sinclair/typebox'
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import {
  ActivityIdQuerySchema, ClaimBodySchema, DrawBodySchema, DrawResultSchema, LotteryActivitySchema, DrawTimesSchema, LotteryPageInfoSchema,
  LotteryPageQuerySchema, LotteryRecordQuerySchema, LotteryRecordSchema, PRIZE_TYPE, PrizeParamsSchema, PrizeSchema, RECORD_STATUS,
  type LotteryRecord,
} from '../../../types/api/activity'
import { badRequest, conflict, must, notFound } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { nextRandom } from '../../core/prng'
import { defineRoute } from '../../core/route'
import { days, iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'

const BASE = '/api/v1/activity/app/lottery'
const DAILY_TIMES = 3
/** A physical prize is claimed, and a code works, within this many days of the draw. */
const VALID_DAYS = 30
const activity = (db: Db, id: number) => must(db.lotteryActivities.find((a) => a.id === id), '抽奖活动')
const prizesOf = (db: Db, id: number) => db.prizes.filter((p) => p.activityId === id).sort((a, b) => a.sort - b.sort).map(({ weight: _w, ...p }) => p)
const timesOf = (db: Db, accountId: number, activityId: number) => db.drawTimes[`${accountId}:${activityId}`] ?? { total: DAILY_TIMES, used: 0 }

type Row = Db['lotteryRecords'][number]
/** A prize left unclaimed past its deadline reads as expired (a GET cannot write it). */
const expired = (r: Row, now: number) => r.status === RECORD_STATUS.toClaim && r.validUntil !== null && now > Date.parse(r.validUntil)
const view = (r: Row, now: number): LotteryRecord => {
  const { accountId: _a, ...rest } = r
  return expired(r, now) ? { ...rest, status: RECORD_STATUS.expired } : rest
}

/** What a draw records: points and codes are issued at once (received), a physical prize waits for its claim. */
function issue(prizeType: number, id: number, now: number): Pick<Row, 'status' | 'validUntil' | 'code'> {
  const until = iso(now + days(VALID_DAYS))
  if (prizeType === PRIZE_TYPE.physical) return { status: RECORD_STATUS.toClaim, validUntil: until, code: null }
  if (prizeType === PRIZE_TYPE.coupon) return { status: RECORD_STATUS.received, validUntil: until, code: `LX-${String((id * 7919) % 1e6).padStart(6, '0')}` }
  return { status: prizeType === PRIZE_TYPE.none ? RECORD_STATUS.none : RECORD_STATUS.received, validUntil: null, code: null }
}

export const lotteryRoutes = [
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/pageInfo`, summary: '抽奖页信息（活动与奖品）',
    auth: 'none', spec: true, query: LotteryPageQuerySchema, response: LotteryPageInfoSchema, sample: { query: { activityId: 301, tenantId: '0' } },
    handler: ({ db, query }) => ({ activity: activity(db, query.activityId), prizes: prizesOf(db, query.activityId) }),
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/running`, summary: '进行中的抽奖活动（入口用，先结束的在前）',
    auth: 'none', spec: false, response: Type.Array(LotteryActivitySchema), sample: {},
    handler: ({ db, now }) =>
      db.lotteryActivities
        .filter((a) => Date.parse(a.startTime) <= now && now <= Date.parse(a.endTime))
        .sort((a, b) => a.endTime.localeCompare(b.endTime)),
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
    area: 'activity', method: 'GET', path: `${BASE}/prizes/:prizeId`, summary: '奖品详情（领取方式与有效期）',
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
      if (now < Date.parse(a.startTime)) throw badRequest('活动尚未开始')
      if (now > Date.parse(a.endTime)) throw badRequest('活动已结束')
      const times = timesOf(db, who.accountId, a.id)
      if (times.used >= times.total) throw conflict('抽奖次数已用完')
      db.drawTimes[`${who.accountId}:${a.id}`] = { total: times.total, used: times.used + 1 }
      const pool = db.prizes.filter((p) => p.activityId === a.id && p.stock > 0)
      let roll = nextRandom(db) * pool.reduce((n, p) => n + p.weight, 0)
      const prize = pool.find((p) => (roll -= p.weight) < 0) ?? pool[pool.length - 1]
      prize.stock -= 1
      if (prize.prizeType === PRIZE_TYPE.points) {
        who.point += prize.points
        db.pointRecords.push({ id: nextId(db, 'point'), accountId: who.accountId, change: prize.points, balance: who.point, reason: `抽奖获得 ${prize.name}`, createdAt: iso(now) })
      }
      const id = nextId(db, 'lottery')
      const record: Row = {
        id, accountId: who.accountId, activityId: a.id, activityName: a.name, prizeId: prize.id, prizeName: prize.name,
        prizeImage: prize.image, prizeType: prize.prizeType, won: prize.prizeType !== PRIZE_TYPE.none, drawAt: iso(now),
        shipTo: null, ...issue(prize.prizeType, id, now),
      }
      db.lotteryRecords.push(record)
      return { record: view(record, now), remainTimes: times.total - times.used - 1 }
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/records`, summary: '我的抽奖记录（分页，新的在前；不传 activityId 为全部活动，可只看中奖）',
    auth: 'required', spec: false, query: LotteryRecordQuerySchema, response: PageSchema(LotteryRecordSchema), sample: { query: { activityId: 301, pageNo: 1 } },
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const rows = db.lotteryRecords
        .filter((r) => r.accountId === who && (query.activityId === undefined || r.activityId === query.activityId) && (!query.wonOnly || r.won))
        .sort((a, b) => b.drawAt.localeCompare(a.drawAt) || b.id - a.id)
        .map((r) => view(r, now))
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: `${BASE}/records/:id/claim`, summary: '领取实物奖品（选择本人的收货地址，转为待发货）',
    auth: 'required', spec: false, params: IdParamsSchema, body: ClaimBodySchema, response: LotteryRecordSchema,
    sample: { params: { id: 2 }, body: { addressId: 1 } },
    handler: ({ db, params, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const r = db.lotteryRecords.find((x) => x.id === params.id && x.accountId === who)
      if (!r) throw notFound('中奖记录不存在')
      if (r.prizeType !== PRIZE_TYPE.physical) throw badRequest('该奖品无需填写收货地址')
      if (r.status === RECORD_STATUS.shipping || r.status === RECORD_STATUS.received) throw conflict('该奖品已领取，请勿重复领取')
      if (r.status === RECORD_STATUS.expired || expired(r, now)) throw conflict('已超过领取期限，奖品已失效')
      const a = db.addresses.find((x) => x.id === body.addressId && x.accountId === who)
      if (!a) throw notFound('收货地址不存在')
      r.status = RECORD_STATUS.shipping
      r.shipTo = { receiverName: a.receiverName, mobile: a.mobile, address: `${a.provinceName}${a.cityName}${a.districtName}${a.detailAddress}` }
      return view(r, now)
    },
  }),
]
