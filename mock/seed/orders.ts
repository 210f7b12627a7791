// The dev user's points-mall orders, one in every status (fixed ids 3001-3007), for the order
// list's tabs and the detail page. 3001 is unpaid and holds what an unpaid order holds (one
// unit of stock, 200 points and the used 精品满减券, user coupon 3) until 10 minutes after the
// seed's clock; 3007, received 25 days ago, has a return on its way back (after-sales.ts);
// other users have no orders.
import type { GoodsItem, Order, OrderLine, OrderStatus, Shipment, Sku, TrackingEvent, VoucherCode } from '../../types/api/mall'
import type { Address } from '../../types/api/user2'
import { days, iso } from '../core/time'
import { TRACKING_SIGNED } from '../../src/features/mall/order/tracking'

export type OrderRow = Order & {
  accountId: number
  /** The idempotency key of the submit that created it (null for seeded orders). */
  requestId: string | null
  /** The WeChat Pay prepay id of the last pay ticket, which the payment notification names. */
  prepayId: string | null
  /** Set when the user deleted the closed order: it is gone from their lists and detail. */
  deletedAt?: string
}

const MIN = 60 * 1000

export const orderNoOf = (id: number, createdAt: string) => `XC${createdAt.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`

/** Province, city (when it differs), district and street in one line. */
export function addressText(a: Pick<Address, 'provinceName' | 'cityName' | 'districtName' | 'detailAddress'>): string {
  return [a.provinceName, a.cityName === a.provinceName ? '' : a.cityName, a.districtName, a.detailAddress].filter(Boolean).join(' ')
}

/**
 * What the carrier reports, in order: every shipment walks the same five events (the dev API
 * server seeds them and the admin route adds the next one); 已签收 is the last.
 */
const TRACKING_STEPS: ((carrier: string) => Omit<TrackingEvent, 'time'>)[] = [
  (carrier) => ({ state: '已揽收', place: '深圳市', text: `${carrier}已揽收快件，宝安集散点` }),
  () => ({ state: '运输中', place: '深圳市', text: '快件已从深圳宝安集散中心发出，下一站上海转运中心' }),
  () => ({ state: '运输中', place: '上海市', text: '快件已到达上海转运中心' }),
  () => ({ state: '派送中', place: '上海市', text: '快递员正在派送，请保持电话畅通' }),
  () => ({ state: TRACKING_SIGNED, place: '上海市', text: '快件已签收，签收人：本人' }),
]

/** The next event of a shipment at `at`, newest first; undefined once it is signed for. */
export function nextTrackingEvent(shipment: Pick<Shipment, 'carrier' | 'tracking'>, at: string): TrackingEvent | undefined {
  const step = TRACKING_STEPS[shipment.tracking.length]
  return step && { time: at, ...step(shipment.carrier) }
}

/** A seeded shipment with one event per time in `times` (oldest first), listed newest first. */
function seedShipment(carrier: string, trackingNo: string, times: string[]): Shipment {
  const shipment: Shipment = { carrier, trackingNo, tracking: [] }
  for (const at of times) shipment.tracking.unshift(nextTrackingEvent(shipment, at)!)
  return shipment
}

interface Plan {
  id: number
  status: OrderStatus
  lines: [skuId: number, quantity: number][]
  /** Minutes before the seed's clock the order was placed. */
  ago: number
  points?: number
  coupon?: { userCouponId: number; name: string; worth: number }
  codes?: [code: string, used: boolean][]
}

const plans: Plan[] = [
  { id: 3001, status: 'unpaid', lines: [[100201, 1]], ago: 5, points: 200, coupon: { userCouponId: 3, name: '精品满减券', worth: 5000 } },
  { id: 3002, status: 'toShip', lines: [[100401, 2]], ago: 60 * 26 },
  { id: 3003, status: 'shipped', lines: [[100601, 1]], ago: 60 * 24 * 3 },
  { id: 3004, status: 'completed', lines: [[101401, 1]], ago: 60 * 24 * 12, points: 1000 },
  { id: 3005, status: 'closed', lines: [[100701, 1]], ago: 60 * 24 * 15 },
  { id: 3006, status: 'completed', lines: [[102801, 2]], ago: 60 * 24 * 20, codes: [['683920174455', true], ['270418836901', false]] },
  { id: 3007, status: 'completed', lines: [[101102, 1]], ago: 60 * 24 * 28 },
]

export function seedOrders(now: number, goods: GoodsItem[], skus: Sku[], addresses: Address[]): OrderRow[] {
  const home = addresses[0]
  return plans.map((p) => {
    const created = now - p.ago * MIN
    const createdAt = iso(created)
    const lines: OrderLine[] = p.lines.map(([skuId, quantity]) => {
      const sku = skus.find((s) => s.skuId === skuId)!
      const item = goods.find((g) => g.id === sku.itemId)!
      return { skuId, itemId: item.id, name: item.name, skuName: sku.name, image: sku.image, unitPrice: sku.price, quantity, returnable: item.isAfterSale }
    })
    const item = goods.find((g) => g.id === lines[0].itemId)!
    const goodsAmount = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)
    const discount = p.coupon?.worth ?? 0
    const points = p.points ?? 0
    const paid = p.status !== 'unpaid' && p.status !== 'closed'
    const at = (minutesAfter: number) => iso(created + minutesAfter * MIN)
    const vouchers: VoucherCode[] = (p.codes ?? []).map(([code, used]) => ({ code, used, validTo: iso(created + 2 * MIN + days(90)) }))
    return {
      id: p.id, orderNo: orderNoOf(p.id, createdAt), status: p.status, type: item.type as 1 | 3, lines,
      cash: goodsAmount - discount - points, points, createdAt,
      payDeadline: p.status === 'unpaid' ? iso(now + 10 * MIN) : null,
      goodsAmount, discount, coupon: p.coupon ?? null, remark: p.id === 3002 ? '请周末送货' : '',
      address: item.type === 1 ? { receiverName: home.receiverName, mobile: `${home.mobile.slice(0, 3)}****${home.mobile.slice(7)}`, text: addressText(home) } : null,
      paidAt: paid ? at(2) : null,
      shippedAt: ['shipped', 'completed'].includes(p.status) && item.type === 1 ? at(60 * 20) : null,
      receivedAt: p.status === 'completed' && item.type === 1 ? at(60 * 24 * 3) : null,
      closedAt: p.status === 'closed' ? at(15) : null,
      closeReason: p.status === 'closed' ? '超时未支付' : null,
      // 3003 is on its way (three events); 3004 was signed for before it was received.
      shipment: p.status === 'shipped' ? seedShipment('顺丰速运', 'SF1402367812345', [at(60 * 21), at(60 * 26), at(60 * 40)])
        : p.id === 3004 ? seedShipment('中通快递', '78312456690021', [at(60 * 21), at(60 * 28), at(60 * 46), at(60 * 60), at(60 * 64)])
        : null,
      vouchers,
      stores: item.type === 3 ? item.extra?.storeList ?? [] : [],
      // Filled from the seeded requests (after-sales.ts).
      afterSales: [],
      accountId: 1, requestId: null, prepayId: null,
    }
  })
}

/** The seed's unpaid order holds its units: take them off the SKUs' stock. */
export function holdSeedStock(orders: OrderRow[], skus: Sku[]): void {
  for (const o of orders.filter((x) => x.status === 'unpaid')) {
    for (const l of o.lines) skus.find((s) => s.skuId === l.skuId)!.stockQuantity -= l.quantity
  }
}
