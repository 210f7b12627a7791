// The brand's shipping step for lottery prizes, for dev and tests: a claimed physical prize (待发货)
// is shipped with a carrier and a tracking number, and the user sees it as 待收货. `shippedAt`
// records a shipment made earlier (default now), so a test can see a prize confirm itself
// (AUTO_RECEIVE_DAYS, src/features/lottery/prize-rules.ts) without waiting. Shipping again with
// the same carrier and number answers the same record; another number is refused.
import { IdParamsSchema } from '../../types/api/common'
import { LotteryRecordSchema, PRIZE_TYPE, RECORD_STATUS, ShipBodySchema } from '../../types/api/activity'
import { badRequest, conflict, must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'
import { recordView, settle } from '../routes/activity/lottery-prizes'

const admin = { area: 'admin', auth: 'none', spec: false } as const

export const lotteryAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/lottery/records/:id/ship', summary: '抽奖实物奖品发货（快递公司与运单号；可补记发货时间）',
    params: IdParamsSchema, body: ShipBodySchema, response: LotteryRecordSchema,
    sample: { params: { id: 4 }, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } },
    handler: ({ db, params, body, now }) => {
      const r = settle(must(db.lotteryRecords.find((x) => x.id === params.id), '中奖记录'), now)
      if (r.prizeType !== PRIZE_TYPE.physical) throw badRequest('该奖品无需发货')
      const carrier = body.carrier.trim()
      if (!carrier) throw badRequest('参数 carrier 不能为空')
      const shippedAt = body.shippedAt === undefined ? now : Date.parse(body.shippedAt)
      if (Number.isNaN(shippedAt)) throw badRequest('参数 shippedAt 格式不正确')
      if (shippedAt > now) throw badRequest('发货时间不能晚于当前时间')
      if (r.status === RECORD_STATUS.shipped || (r.status === RECORD_STATUS.received && r.shippedAt)) {
        if (r.carrier === carrier && r.trackingNo === body.trackingNo) return recordView(r, now)
        throw conflict(`该奖品已发货（${r.carrier} ${r.trackingNo}）`)
      }
      if (r.status === RECORD_STATUS.toClaim) throw conflict('奖品尚未领取，无法发货')
      if (r.status !== RECORD_STATUS.toShip) throw conflict('奖品已失效或已收货，无法发货')
      r.status = RECORD_STATUS.shipped
      r.carrier = carrier
      r.trackingNo = body.trackingNo
      r.shippedAt = iso(shippedAt)
      // Shipped long enough ago, it has confirmed itself by now.
      return recordView(settle(r, now), now)
    },
  }),
]
