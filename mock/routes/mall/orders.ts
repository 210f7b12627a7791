// Points-mall orders (domain mall, /api/v1/app/orders): confirm, submit once per requestId,
// list, detail, cancel (a paid order not shipped yet is refunded at once), receive, delete
// (closed orders only), the WeChat Pay ticket and the development payment. Prices,
// coupons and points are judged by the app's own pricing rules (src/features/mall/order/
// pricing.ts, imported by path like the survey engine), so the server charges what the confirm
// page showed; statuses move through its status table (order-book.ts). A refusal changes
// nothing: the write's transaction is rolled back.
import { randomBytes } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import { PageSchema } from '../../../types/api/common'
import {
  ORDER_RESERVE_MINUTES, OrderConfirmBodySchema, OrderConfirmSchema, OrderIdParamsSchema, OrderListQuerySchema, OrderSchema,
  OrderSubmitBodySchema, OrderSummarySchema, PayTicketSchema, type Order,
} from '../../../types/api/mall'
import { judgeCoupon, orderAmounts, pointsRange } from '../../../src/features/mall/order/pricing'
import { isOpen } from '../../../src/features/mall/order/after-sale'
import { refundOnCancel } from '../../../src/features/mall/order/refund'
import { STATUS_TEXT } from '../../../src/features/mall/order/status'
import { badRequest, conflict, forbidden, notFound } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { addressText, orderNoOf, type OrderRow } from '../../seed/orders'
import { DEFAULT_TENANT, tenantEnv } from '../../seed/tenants'
import { nextId, type Db } from '../../state/db'
import { maskMobile, me } from '../lookup'
import { addPoints } from '../points'
import { checkOneKind, close, move, myCoupons, orderView, ownOrder, priceLines, refundAndClose, settle, summaryView } from './order-book'
import { payableOrder } from './pay-h5'
import { goodsById, POINT_RATIO, skuById } from './views'

const ORDERS = '/api/v1/app/orders'
const MIN = 60 * 1000
/** 星驰洗车券 (1033): points pay its whole price, so the sample order settles at once. */
const POINTS_ONLY = { requestId: 'sample-points-only-1', lines: [{ skuId: 103301, quantity: 1 }], source: 'buy' as const, points: 1990, remark: '', expectedCash: 0 }

function place(db: Db, who: number, body: typeof OrderSubmitBodySchema.static, now: number): OrderRow {
  const lines = priceLines(db, who, body.lines, now)
  checkOneKind(lines)
  const wrong = lines.find((l) => l.problem)
  if (wrong) throw conflict(`「${wrong.name}」${wrong.problem}`)
  const needsAddress = lines.some((l) => l.type === 1)
  let address: Order['address'] = null
  if (needsAddress) {
    if (!body.addressId) throw badRequest('请选择收货地址')
    const a = db.addresses.find((x) => x.id === body.addressId && x.accountId === who)
    if (!a) throw notFound('收货地址不存在')
    address = { receiverName: a.receiverName, mobile: maskMobile(a.mobile), text: addressText(a) }
  }
  let coupon: ReturnType<typeof myCoupons>[number] | undefined
  if (body.userCouponId) {
    coupon = myCoupons(db, who).find((c) => c.userCouponId === body.userCouponId)
    if (!coupon) throw conflict('优惠券已被使用')
    const judged = judgeCoupon(coupon, lines, now)
    if (!judged.usable) throw conflict(`优惠券不可用：${judged.reason}`)
  }
  const balance = me(db, who).point
  const discount = coupon ? judgeCoupon(coupon, lines, now).discount : 0
  const range = pointsRange(lines, discount, POINT_RATIO, balance)
  if (range.short || body.points > balance) throw conflict('积分不足')
  if (body.points < range.min || body.points > range.max) throw conflict('积分使用数量不正确')
  const amounts = orderAmounts(lines, coupon, body.points, POINT_RATIO, balance, now)
  if (amounts.cash !== body.expectedCash) throw conflict('价格已变化，请重新确认')

  const id = nextId(db, 'order')
  const createdAt = iso(now)
  const orderNo = orderNoOf(id, createdAt)
  // Hold what the order takes until it is paid or closes.
  for (const l of lines) skuById(db, l.skuId).stockQuantity -= l.quantity
  if (amounts.points > 0) addPoints(db, who, -amounts.points, `积分商城订单 ${orderNo}`, now)
  if (coupon) coupon.row.status = 2
  if (body.source === 'cart') {
    const ordered = new Set(lines.map((l) => l.skuId))
    db.cart = db.cart.filter((c) => c.accountId !== who || !ordered.has(c.skuId))
  }
  const row: OrderRow = {
    id, orderNo, status: 'unpaid', type: lines[0].type,
    lines: lines.map(({ skuId, itemId, name, skuName, image, unitPrice, quantity }) => ({
      skuId, itemId, name, skuName, image, unitPrice, quantity, returnable: goodsById(db, itemId).isAfterSale,
    })),
    cash: amounts.cash, points: amounts.points, createdAt, payDeadline: iso(now + ORDER_RESERVE_MINUTES * MIN),
    goodsAmount: amounts.goods, discount: amounts.discount,
    coupon: coupon ? { userCouponId: coupon.userCouponId, name: coupon.name, worth: coupon.worth, validTo: coupon.validTo } : null,
    remark: body.remark.trim(), address, paidAt: null, shippedAt: null, receivedAt: null, closedAt: null, closeReason: null,
    shipment: null, vouchers: [],
    stores: lines[0].type === 3 ? storesOf(db, lines.map((l) => l.itemId)) : [],
    afterSales: [],
    accountId: who, requestId: body.requestId, prepayId: null,
  }
  db.orders.push(row)
  if (row.cash === 0) settle(db, row, now)
  return row
}

/** The stores where the vouchers of these goods are taken, each once. */
function storesOf(db: Db, itemIds: number[]): Order['stores'] {
  const all = itemIds.flatMap((id) => db.goods.find((g) => g.id === id)?.extra?.storeList ?? [])
  return all.filter((s, i) => all.findIndex((t) => t.name === s.name) === i)
}

const token = () => randomBytes(16).toString('hex')

export const orderRoutes = [
  defineRoute({
    area: 'mall', method: 'POST', path: `${ORDERS}/confirm`, summary: '确认订单（按秒杀价计价，库存、限购、可用优惠券、积分余额）',
    auth: 'required', spec: false, body: OrderConfirmBodySchema, response: OrderConfirmSchema,
    sample: { body: { lines: [{ skuId: 100201, quantity: 1 }, { skuId: 100301, quantity: 1 }], source: 'cart' } },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId)
      const lines = priceLines(db, who.accountId, body.lines, now)
      checkOneKind(lines)
      return {
        lines,
        coupons: myCoupons(db, who.accountId).map(({ row: _row, ...c }) => c),
        pointBalance: who.point,
        pointRatio: POINT_RATIO,
        needsAddress: lines.some((l) => l.type === 1),
        now: iso(now),
      }
    },
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: ORDERS, summary: '提交订单（同一 requestId 只下一单；库存、积分、优惠券即时锁定，15 分钟未支付自动关闭）',
    auth: 'required', spec: false, body: OrderSubmitBodySchema, response: OrderSchema,
    sample: { body: POINTS_ONLY },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const again = db.orders.find((o) => o.accountId === who && o.requestId === body.requestId)
      return orderView(again ?? place(db, who, body, now))
    },
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: ORDERS, summary: '我的订单（分页，新的在前，可按状态）',
    auth: 'required', spec: false, query: OrderListQuerySchema, response: PageSchema(OrderSummarySchema),
    sample: { query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.orders
        .filter((o) => o.accountId === who && !o.deletedAt && (!query.status || o.status === query.status))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      return paginate(rows.map(summaryView), query)
    },
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: `${ORDERS}/:id`, summary: '订单详情（仅本人的订单）',
    auth: 'required', spec: false, params: OrderIdParamsSchema, response: OrderSchema,
    sample: { params: { id: 3003 } },
    handler: ({ db, params, accountId }) => orderView(ownOrder(db, me(db, accountId).accountId, params.id)),
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: `${ORDERS}/:id/cancel`,
    summary: '取消订单：待付款的退回库存、积分与优惠券；待发货的自动退款（积分、现金原路退回，优惠券有效期内退回）；已关闭的原样返回；有售后申请（处理中或已退款）的 409',
    auth: 'required', spec: false, params: OrderIdParamsSchema, response: OrderSchema,
    sample: { params: { id: 3002 } },
    handler: ({ db, params, accountId, now }) => {
      const row = ownOrder(db, me(db, accountId).accountId, params.id)
      // A repeat (the first answer lost) finds the order closed and gets it as it is.
      if (row.status === 'closed') return orderView(row)
      // Goods on their way or received come back through after-sale, not a cancel.
      if (row.status === 'shipped') throw conflict('订单已发货，请确认收货后申请售后')
      if (row.status === 'completed') throw conflict('订单已完成，如需退款请申请售后')
      // A line asked back or refunded through after-sale: a cancel's full refund would pay it twice.
      if (row.afterSales.some((a) => isOpen(a.status) || a.status === 'refunded')) throw conflict('订单有售后申请，请在售后详情中处理')
      if (refundOnCancel(row.status)) refundAndClose(db, row, now)
      else close(db, row, 'cancel', now)
      return orderView(row)
    },
  }),
  defineRoute({
    area: 'mall', method: 'DELETE', path: `${ORDERS}/:id`, summary: '删除已关闭的订单（从我的订单中消失，详情 404；其他状态 409）',
    auth: 'required', spec: false, params: OrderIdParamsSchema, response: Type.Object({ id: Type.Integer() }),
    sample: { params: { id: 3005 } },
    handler: ({ db, params, accountId, now }) => {
      const row = ownOrder(db, me(db, accountId).accountId, params.id)
      // Only a closed order is done with: the others still have money, goods or codes to follow.
      if (row.status !== 'closed') throw conflict(`只能删除已关闭的订单，该订单当前为「${STATUS_TEXT[row.status]}」`)
      row.deletedAt = iso(now)
      return { id: row.id }
    },
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: `${ORDERS}/:id/receive`, summary: '确认收货',
    auth: 'required', spec: false, params: OrderIdParamsSchema, response: OrderSchema,
    sample: { params: { id: 3003 } },
    handler: ({ db, params, accountId, now }) => {
      const row = ownOrder(db, me(db, accountId).accountId, params.id)
      move(row, 'receive')
      row.receivedAt = iso(now)
      return orderView(row)
    },
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: `${ORDERS}/:id/pay`, summary: '微信支付参数（待付款且需付现金的订单）',
    auth: 'required', spec: false, params: OrderIdParamsSchema, response: PayTicketSchema,
    sample: { params: { id: 3001 } },
    handler: ({ db, params, accountId, now }) => {
      const row = payableOrder(db, accountId, params.id)
      row.prepayId = `wx${token()}`
      return {
        orderId: row.id, timeStamp: String(Math.floor(now / 1000)), nonceStr: token(),
        package: `prepay_id=${row.prepayId}`, signType: 'RSA' as const, paySign: randomBytes(48).toString('base64'),
      }
    },
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: `${ORDERS}/:id/dev-pay`, summary: '开发支付：直接标记为已支付（仅开发环境租户；测试与生产租户 403）',
    auth: 'required', spec: false, params: OrderIdParamsSchema, response: OrderSchema,
    sample: { params: { id: 3001 } },
    handler: ({ db, params, accountId, now, req }) => {
      const tenant = req.headers['tenant-id']
      // Only the development tenant pays this way; the others pay through WeChat (or its stand-ins here).
      if (tenantEnv(typeof tenant === 'string' ? tenant : DEFAULT_TENANT) !== 'dev') throw forbidden('开发支付仅限开发环境')
      const row = ownOrder(db, me(db, accountId).accountId, params.id)
      settle(db, row, now)
      return orderView(row)
    },
  }),
]
