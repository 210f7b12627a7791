import type { CartItem } from '@api/mall'
import { DEFAULT_POINT_RATIO } from '@/constants'
import { splitCashPoints, type CashAndPoints } from './money'

/** Lines still buyable, and lines whose SKU sold out or went off shelf (shown apart). */
export function splitCart(list: CartItem[]): { valid: CartItem[]; invalid: CartItem[] } {
  return { valid: list.filter((l) => l.valid), invalid: list.filter((l) => !l.valid) }
}

/** Cash and points of one line at its quantity. */
export function lineTotal(line: CartItem, pointRatio = DEFAULT_POINT_RATIO): CashAndPoints {
  const one = splitCashPoints(line.price, line.payType, line.maxPointPrice, pointRatio)
  return { cash: one.cash * line.quantity, points: one.points * line.quantity }
}

/** Totals of the selected valid lines, cash and points apart. */
export function cartTotals(list: CartItem[], pointRatio = DEFAULT_POINT_RATIO): CashAndPoints & { quantity: number } {
  return list
    .filter((l) => l.valid && l.selected)
    .reduce(
      (sum, line) => {
        const t = lineTotal(line, pointRatio)
        return { cash: sum.cash + t.cash, points: sum.points + t.points, quantity: sum.quantity + line.quantity }
      },
      { cash: 0, points: 0, quantity: 0 },
    )
}

/** Every valid line is selected (and there is at least one). */
export function allSelected(list: CartItem[]): boolean {
  const valid = list.filter((l) => l.valid)
  return valid.length > 0 && valid.every((l) => l.selected)
}

/** A line's quantity may go up to the stock, and never past what one add allows (99). */
export const lineMax = (line: CartItem): number => Math.max(1, Math.min(line.stockQuantity, 99))

/**
 * What the selection costs with the points the user has: points beyond the balance are paid
 * in cash at the ratio. `short` is how many points were missing (0 when the balance covers
 * it, or when the balance is unknown).
 */
export function payableWithBalance(
  totals: CashAndPoints,
  balance: number | undefined,
  pointRatio = DEFAULT_POINT_RATIO,
): CashAndPoints & { short: number } {
  if (balance === undefined || totals.points <= balance) return { ...totals, short: 0 }
  const ratio = pointRatio > 0 ? pointRatio : DEFAULT_POINT_RATIO
  const short = totals.points - Math.max(0, balance)
  return { cash: totals.cash + Math.ceil(short / ratio), points: totals.points - short, short }
}
