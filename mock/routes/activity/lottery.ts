// Lottery (spec §7: queryDrawTimes, pageInfo) plus prizes and the draw. Draws use the db's seeded
// generator, so the same sequence follows every /__reset. Record states: RECORD_STATUS in
// types/api/activity-lottery.ts; my records, claiming and receiving a prize: lottery-prizes.ts.
// How many draws a day, the sign-in's extra one and the renewal at 00:00 China time: the rule
// shared with the app, src/features/lottery/draw-rule.ts; db.drawTimes keeps each day's tally.
import { Type } from '@sinclair/typebox'
import {
  ActivityIdQuerySchema, DrawBodySchema, DrawResultSchema, LotteryActivitySchema, DrawTimesSchema, LotteryPageInfoSchema,
  LotteryPageQuerySchema, PRIZE_TYPE, PrizeParamsSchema, PrizeSchema, RECORD_STATUS, type DrawTimes, type LotteryActivity,
} from '../../../types/api/activity'
import { CLAIM_DAYS } from '../../../src/features/lottery/prize-rules'
import { drawDay, drawParts, grantedDraws, nextRenewal } from '../../../src/features/lottery/draw-rule'
import { badRequest, conflict, must } from '../../core/api-error'
import { nextRandom } from '../../core/prng'
import { defineRoute } from '../../core/route'
import { days, iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'
import { NOT_SHIPPED, recordView as view } from './lottery-prizes'

const BASE = '/api/v1/activity/app/lottery'
const activity = (db: Db, id: number) => must(db.lotteryActivities.find((a) => a.id === id), '抽奖活动')
const prizesOf = (db: Db, id: number) => db.prizes.filter((p) => p.activityId === id).sort((a, b) => a.sort - b.sort).map(({ weight: _w, ...p }) => p)

/** The tally of one account's draws in one activity on one China day (db.drawTimes' key). */
const tallyKey = (accountId: number, activityId: number, day: string) => `${accountId}:${activityId}:${day}`

/**
 * My draws of an activity today, by the rule (src/features/lottery/draw-rule.ts): the daily
 * draws, plus the sign-in's once I signed in today (db.signIns); used from today's tally. A new
 * day starts a new tally, so the quota renews by itself at 00:00 China time.
 */
function timesOf(db: Db, accountId: number, a: LotteryActivity, now: number): DrawTimes {
  const day = drawDay(now)
  const parts = drawParts({ signIn: (db.signIns[accountId] ?? []).includes(day) })
  const totalTimes = grantedDraws(parts)
  const usedTimes = db.drawTimes[tallyKey(accountId, a.id, day)]?.used ?? 0
  const renew = nextRenewal(now)
  return {
    activityId: a.id, totalTimes, usedTimes, remainTimes: Math.max(0, totalTimes - usedTimes), day, parts,
    renewAt: renew <= Date.parse(a.endTime) ? iso(renew) : null,
  }
}

/** The draw a request id already made (kept as the flag `draw:<accountId>:<requestId>:<recordId>`). */
function drawnBefore(db: Db, accountId: number, requestId: string): Row | undefined {
  const prefix = `draw:${accountId}:${requestId}:`
  const key = Object.keys(db.flags).find((k) => k.startsWith(prefix))
  return key === undefined ? undefined : db.lotteryRecords.find((r) => r.id === Number(key.slice(prefix.length)))
}

type Row = Db['lotteryRecords'][number]

/** What a draw records: points and codes are issued at once (received), a physical prize waits for its claim. */
function issue(prizeType: number, id: number, now: number): Pick<Row, 'status' | 'validUntil' | 'code' | keyof typeof NOT_SHIPPED> {
  const until = iso(now + days(CLAIM_DAYS))
  if (prizeType === PRIZE_TYPE.physical) return { ...NOT_SHIPPED, status: RECORD_STATUS.toClaim, validUntil: until, code: null }
  if (prizeType === PRIZE_TYPE.coupon) return { ...NOT_SHIPPED, status: RECORD_STATUS.received, validUntil: until, code: `LX-${String((id * 7919) % 1e6).padStart(6, '0')}` }
  return { ...NOT_SHIPPED, status: prizeType === PRIZE_TYPE.none ? RECORD_STATUS.none : RECORD_STATUS.received, validUntil: null, code: null }
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
    area: 'activity', method: 'GET', path: `${BASE}/queryDrawTimes`, summary: '我的抽奖次数（今日：每日赠送与签到所得、已用、何时恢复）',
    auth: 'required', spec: true, query: ActivityIdQuerySchema, response: DrawTimesSchema, sample: { query: { activityId: 301 } },
    handler: ({ db, query, accountId, now }) => timesOf(db, me(db, accountId).accountId, activity(db, query.activityId), now),
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
    area: 'activity', method: 'POST', path: `${BASE}/draw`, summary: '抽奖一次（超出今日次数 409；同一 requestId 只抽一次）',
    auth: 'required', spec: false, body: DrawBodySchema, response: DrawResultSchema, sample: { body: { activityId: 301, requestId: 'sample-draw-1' } },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId)
      // A retry of a draw whose answer was lost: the first draw again, nothing drawn twice.
      const again = body.requestId === undefined ? undefined : drawnBefore(db, who.accountId, body.requestId)
      if (again) return { record: view(again, now), remainTimes: timesOf(db, who.accountId, activity(db, again.activityId), now).remainTimes }
      const a = activity(db, body.activityId)
      if (now < Date.parse(a.startTime)) throw badRequest('活动尚未开始')
      if (now > Date.parse(a.endTime)) throw badRequest('活动已结束')
      const times = timesOf(db, who.accountId, a, now)
      if (times.remainTimes <= 0) throw conflict('抽奖次数已用完')
      db.drawTimes[tallyKey(who.accountId, a.id, times.day)] = { total: times.totalTimes, used: times.usedTimes + 1 }
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
      if (body.requestId !== undefined) db.flags[`draw:${who.accountId}:${body.requestId}:${id}`] = true
      return { record: view(record, now), remainTimes: times.remainTimes - 1 }
    },
  }),
]
