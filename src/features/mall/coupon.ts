import type { Coupon, CouponOffer, UserCoupon } from '@api/mall'
import { COUPON_UNLIMITED_OBTAIN } from '@/constants'
import { formatDate } from '@/utils/time'
import { formatYuan } from './money'

/** Yuan without trailing zeros for coupon faces: 2000 -> '20', 2050 -> '20.50'. */
export function faceYuan(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : formatYuan(fen)
}

/** '满199元可用' or '无门槛'. */
export function thresholdText(threshold: number): string {
  return threshold > 0 ? `满${faceYuan(threshold)}元可用` : '无门槛'
}

const UNIT: Record<number, string> = { 1: '天', 2: '个月' }
const unitOf = (unit: number) => UNIT[unit] ?? '天'

type Validity = Pick<
  Coupon,
  'validityTimeType' | 'validityStartTime' | 'validityEndTime' | 'validityTime' | 'validityUnit' | 'delayedTime' | 'delayedValidityUnit'
>

/**
 * Validity as the user reads it: a fixed window ('2025.03.01-2025.04.30'), or days (months)
 * counted from receipt ('领取后30天内有效'; with a delay '领取后2天生效，有效期30天').
 */
export function validityText(c: Validity): string {
  if (c.validityTimeType === 1) {
    const from = formatDate(c.validityStartTime)
    const to = formatDate(c.validityEndTime)
    if (from && to) return `${from}-${to}`
    return to ? `${to}前有效` : '长期有效'
  }
  const span = `${c.validityTime}${unitOf(c.validityUnit)}`
  if (c.delayedTime > 0) return `领取后${c.delayedTime}${unitOf(c.delayedValidityUnit)}生效，有效期${span}`
  return `领取后${span}内有效`
}

/** obtainTimes -1 is unlimited (spec §9). */
export function obtainText(obtainTimes: number): string {
  return obtainTimes === COUPON_UNLIMITED_OBTAIN ? '不限领取次数' : `每人限领${obtainTimes}张`
}

const SCOPE: Record<number, string> = { 1: '全场通用', 2: '限指定分类', 3: '限指定商品' }
export const scopeText = (applicabilityType: number): string => SCOPE[applicabilityType] ?? '限部分商品'

export interface ReceiveState {
  label: string
  enabled: boolean
}

/** What the receive button says and whether it works. */
export function receiveState(offer: CouponOffer): ReceiveState {
  if (offer.receiveMode !== 1) return { label: '系统发放', enabled: false }
  if (offer.canReceive) return { label: offer.receivedTimes > 0 ? '再领一张' : '立即领取', enabled: true }
  if (offer.obtainTimes !== COUPON_UNLIMITED_OBTAIN && offer.receivedTimes >= offer.obtainTimes) return { label: '已领取', enabled: false }
  if (offer.balance <= 0) return { label: '已领完', enabled: false }
  return { label: '暂不可领', enabled: false }
}

export const USER_COUPON_TABS: { status: UserCoupon['status']; title: string }[] = [
  { status: 1, title: '未使用' },
  { status: 2, title: '已使用' },
  { status: 3, title: '已过期' },
]

/** The window of a received coupon: '2025.03.01-2025.03.31'. */
export function userCouponValidity(c: Pick<UserCoupon, 'validFrom' | 'validTo'>): string {
  return `${formatDate(c.validFrom)}-${formatDate(c.validTo)}`
}
