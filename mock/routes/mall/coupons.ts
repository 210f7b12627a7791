// Coupons: offers for an item (or all), receive, and the user's coupons by status.
// receiveMode 2 coupons are issued by the platform and cannot be received by hand;
// obtainTimes -1 means no per-user limit.
import { PageSchema } from '../../../types/api/common'
import {
  CouponIdParamsSchema, CouponListQuerySchema, CouponOfferSchema, MyCouponQuerySchema, UserCouponSchema,
  type Coupon, type GoodsItem, type UserCoupon,
} from '../../../types/api/mall'
import { badRequest, conflict, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { days, iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'
import { goodsById } from './views'

function appliesTo(db: Db, c: Coupon, item: GoodsItem): boolean {
  const ids = c.applicability.split(',').filter(Boolean).map(Number)
  if (c.applicabilityType === 1) return true
  if (c.applicabilityType === 3) return ids.includes(item.id)
  const parent = db.categories.find((x) => x.id === item.backCategoryId)?.parentId
  return ids.includes(item.backCategoryId) || (parent !== undefined && ids.includes(parent))
}

const received = (db: Db, accountId: number | null, couponId: number) =>
  accountId === null ? 0 : db.userCoupons.filter((u) => u.accountId === accountId && u.couponId === couponId).length

function offer(db: Db, c: Coupon, accountId: number | null) {
  const times = received(db, accountId, c.id)
  const canReceive = c.status === 1 && c.receiveMode === 1 && c.balance > 0 && (c.obtainTimes === -1 || times < c.obtainTimes)
  return { ...c, receivedTimes: times, canReceive }
}

function userCouponView(db: Db, u: Db['userCoupons'][number]): UserCoupon {
  const c = must(db.coupons.find((x) => x.id === u.couponId), '优惠券')
  const { userCouponId, couponId, status, receivedAt, validFrom, validTo } = u
  return { userCouponId, couponId, status, receivedAt, validFrom, validTo, name: c.name, worth: c.worth, threshold: c.threshold, description: c.description, applicabilityType: c.applicabilityType }
}

export const couponRoutes = [
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/coupons', summary: '可领优惠券（按商品过滤；带 token 时含领取次数）',
    auth: 'optional', spec: false, query: CouponListQuerySchema, response: PageSchema(CouponOfferSchema),
    sample: { query: { itemId: 1002, pageNo: 1 } },
    handler: ({ db, query, accountId }) => {
      const item = query.itemId ? goodsById(db, query.itemId) : null
      const rows = db.coupons.filter((c) => c.status === 1 && (!item || appliesTo(db, c, item)))
      return paginate(rows.map((c) => offer(db, c, accountId)), query)
    },
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: '/api/v1/app/coupons/:couponId/receive', summary: '领取优惠券',
    auth: 'required', spec: false, params: CouponIdParamsSchema, response: UserCouponSchema,
    sample: { params: { couponId: 1 } },
    handler: ({ db, params, accountId, now }) => {
      const who = me(db, accountId).accountId
      const c = must(db.coupons.find((x) => x.id === params.couponId), '优惠券')
      if (c.receiveMode !== 1) throw badRequest('该优惠券由平台发放，不能手动领取')
      if (c.balance <= 0) throw conflict('优惠券已领完')
      if (c.obtainTimes !== -1 && received(db, who, c.id) >= c.obtainTimes) throw conflict(`每人限领 ${c.obtainTimes} 张，你已领完`)
      c.balance -= 1
      const validFrom = c.validityTimeType === 1 ? c.validityStartTime! : iso(now)
      const validTo = c.validityTimeType === 1 ? c.validityEndTime! : iso(now + days(c.validityTime * (c.validityUnit === 2 ? 30 : 1)))
      const row = { userCouponId: nextId(db, 'userCoupon'), accountId: who, couponId: c.id, status: 1 as const, receivedAt: iso(now), validFrom, validTo }
      db.userCoupons.push(row)
      return userCouponView(db, row)
    },
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/coupons/mine', summary: '我的优惠券（1 未使用 2 已使用 3 已过期）',
    auth: 'required', spec: false, query: MyCouponQuerySchema, response: PageSchema(UserCouponSchema),
    sample: { query: { status: 1, pageNo: 1 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.userCoupons
        .filter((u) => u.accountId === who && (!query.status || u.status === query.status))
        .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
      return paginate(rows.map((u) => userCouponView(db, u)), query)
    },
  }),
]
