import { keyText, setQueryData } from '@/core/query'
import { useLoad } from '@/shared/use-load'
import { getCartCount } from './api'

/** The cart and its badge in the data cache; adding to the cart invalidates both (`mall/cart`). */
export const CART = ['mall', 'cart'] as const
export const CART_COUNT = [...CART, 'count'] as const

/** What the badge shows now, from the server's answer to a change (never negative). */
export function setCartCount(count: number): void {
  setQueryData<number>(keyText(CART_COUNT), () => Math.max(0, Math.floor(count)))
}

/**
 * The badge, read from the server when `enabled` (logged in, the screen painted) and again when
 * the screen shows after the cart changed. A failed read is swallowed (spec §8) and shows 0,
 * never a stale number.
 */
export function useCartCount(enabled: boolean): number {
  return useLoad(enabled && CART_COUNT, getCartCount).data ?? 0
}
