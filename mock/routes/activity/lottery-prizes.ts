// My prizes after the draw: my records (by state), claiming a physical prize to one of my
// addresses, and confirming it arrived. The brand ships a claimed prize through the admin route
// (mock/admin/lottery.ts). The rules (claim deadline, confirming by itself, why a prize expired)
// are src/features/lottery/prize-rules.ts, which the app shows. A GET cannot write, so time's
// steps (expired, received by itself) are applied as a record is read, and kept by the next
// write to it (settle), so a write answers what the list showed.
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import { ClaimBodySchema, LotteryRecordQuerySchema, LotteryRecordSchema, PRIZE_TYPE, RECORD_STATUS, type LotteryRecord, type ShipSnapshot } from '../../../types/api/activity'
import { autoReceiveTime, EXPIRED_REASON, settledStatus } from '../../../src/features/lottery/prize-rules'
import { badRequest, conflict, notFound } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import type { Db } from '../../state/db'
import { me } from '../lookup'

const BASE = '/api/v1/activity/app/lottery'

type Row = Db['lotteryRecords'][number]
/** Before a prize ships: no carrier, no tracking number (also fills rows stored without them). */
export const NOT_SHIPPED = { carrier: null, trackingNo: null, shippedAt: null, receivedAt: null, expiredReason: null } as const

/** A record as it stands at `now`: past its claim deadline expired (with why), shipped long enough received. */
export function recordView(r: Row, now: number): LotteryRecord {
  const { accountId: _a, ...rest } = r
  const row: LotteryRecord = { ...NOT_SHIPPED, ...rest }
  const status = settledStatus(row, now)
  if (status === RECORD_STATUS.expired) return { ...row, status, expiredReason: row.expiredReason ?? EXPIRED_REASON }
  if (status === RECORD_STATUS.received && row.status === RECORD_STATUS.shipped && row.shippedAt) {
    return { ...row, status, receivedAt: iso(autoReceiveTime(row.shippedAt)) }
  }
  return row
}

/** Keeps time's steps on the stored row (a write's first step): what was read is what is written on. */
export function settle(r: Row, now: number): Row {
  return Object.assign(r, recordView(r, now))
}

/** One of my records; another user's reads as unknown (404), so no one learns what others won. */
function myRecord(db: Db, accountId: number | null, id: number): Row {
  const who = me(db, accountId).accountId
  const r = db.lotteryRecords.find((x) => x.id === id && x.accountId === who)
  if (!r) throw notFound('中奖记录不存在')
  return r
}

const sameShipTo = (a: ShipSnapshot | null, b: ShipSnapshot) => a !== null && a.receiverName === b.receiverName && a.mobile === b.mobile && a.address === b.address

export const lotteryPrizeRoutes = [
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/records`, summary: '我的抽奖记录（分页，新的在前；不传 activityId 为全部活动，可只看中奖，可按状态筛选）',
    auth: 'required', spec: false, query: LotteryRecordQuerySchema, response: PageSchema(LotteryRecordSchema), sample: { query: { activityId: 301, pageNo: 1 } },
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const rows = db.lotteryRecords
        .filter((r) => r.accountId === who && (query.activityId === undefined || r.activityId === query.activityId) && (!query.wonOnly || r.won))
        .sort((a, b) => b.drawAt.localeCompare(a.drawAt) || b.id - a.id)
        .map((r) => recordView(r, now))
        .filter((r) => query.status === undefined || r.status === query.status)
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: `${BASE}/records/:id/claim`, summary: '领取实物奖品（选择本人的收货地址，转为待发货；同一地址重复提交答同一记录）',
    auth: 'required', spec: false, params: IdParamsSchema, body: ClaimBodySchema, response: LotteryRecordSchema,
    sample: { params: { id: 2 }, body: { addressId: 1 } },
    handler: ({ db, params, body, accountId, now }) => {
      const r = settle(myRecord(db, accountId, params.id), now)
      if (r.prizeType !== PRIZE_TYPE.physical) throw badRequest('该奖品无需填写收货地址')
      if (r.status === RECORD_STATUS.expired) throw conflict('已超过领取期限，奖品已失效')
      const a = db.addresses.find((x) => x.id === body.addressId && x.accountId === r.accountId)
      const shipTo = a && { receiverName: a.receiverName, mobile: a.mobile, address: `${a.provinceName}${a.cityName}${a.districtName}${a.detailAddress}` }
      if (r.status !== RECORD_STATUS.toClaim) {
        // A retry after a lost answer (the same address, not shipped yet) answers the claim it made.
        if (r.status === RECORD_STATUS.toShip && shipTo && sameShipTo(r.shipTo, shipTo)) return recordView(r, now)
        throw conflict('该奖品已领取，请勿重复领取')
      }
      if (!shipTo) throw notFound('收货地址不存在')
      r.status = RECORD_STATUS.toShip
      r.shipTo = shipTo
      return recordView(r, now)
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: `${BASE}/records/:id/receive`, summary: '确认收到实物奖品（已发货的转为已收货；重复确认答同一记录）',
    auth: 'required', spec: false, params: IdParamsSchema, response: LotteryRecordSchema,
    sample: async (api) => {
      await api.call('POST', '/__admin/lottery/records/4/ship', { body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } })
      return { params: { id: 4 } }
    },
    handler: ({ db, params, accountId, now }) => {
      const r = settle(myRecord(db, accountId, params.id), now)
      if (r.prizeType !== PRIZE_TYPE.physical) throw badRequest('该奖品无需确认收货')
      // Confirmed already (by the user or by itself): the same record, nothing changes.
      if (r.status === RECORD_STATUS.received) return recordView(r, now)
      if (r.status === RECORD_STATUS.toClaim) throw conflict('奖品尚未领取，请先填写收货地址')
      if (r.status === RECORD_STATUS.toShip) throw conflict('奖品尚未发货，暂不能确认收货')
      if (r.status !== RECORD_STATUS.shipped) throw conflict('奖品已失效，无法确认收货')
      r.status = RECORD_STATUS.received
      r.receivedAt = iso(now)
      return recordView(r, now)
    },
  }),
]
