import { DEFAULT_POINT_RATIO, PAY_TYPE } from '@/constants'
import { yuanText } from '@/utils/money'

// Fen to yuan text lives in utils (floor pages show goods prices too); the mall imports it from here.
export { formatYuan, yuanText } from '@/utils/money'

/** '¥199.00' when low equals high, else '¥199.00-¥358.20'. */
export function priceRangeText(low: number, high: number): string {
  return high > low ? `${yuanText(low)}-${yuanText(high)}` : yuanText(low)
}

/** Points as a whole number with the unit: '5970积分'. Negative or missing reads 0. */
export function pointsText(points: number | null | undefined): string {
  return `${Math.max(0, Math.floor(Number(points) || 0))}积分`
}

export interface CashAndPoints {
  /** Cash part in fen. */
  cash: number
  points: number
}

/**
 * payType 4 (cash mixed with points): up to `maxPointPrice` points replace cash at
 * `pointRatio` points per fen; never more points than the price is worth. payType 1: all cash.
 */
export function splitCashPoints(
  priceFen: number,
  payType: number,
  maxPointPrice: number,
  pointRatio: number = DEFAULT_POINT_RATIO,
): CashAndPoints {
  const ratio = pointRatio > 0 ? pointRatio : DEFAULT_POINT_RATIO
  if (payType !== PAY_TYPE.MIXED_POINTS || maxPointPrice <= 0) return { cash: priceFen, points: 0 }
  const points = Math.min(maxPointPrice, Math.floor(priceFen * ratio))
  return { cash: priceFen - Math.ceil(points / ratio), points }
}

/** '¥139.30 + 5970积分', or '¥199.00' when no points are involved. */
export function cashPointsText({ cash, points }: CashAndPoints): string {
  return points > 0 ? `${yuanText(cash)} + ${pointsText(points)}` : yuanText(cash)
}
