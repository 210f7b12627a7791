import { setQueryData } from '@/core/query'
import { useQuery } from '@/shared/use-load'
import { cartCountQuery } from './browse-queries'

/** What the badge shows now, from the server's answer to a change (never negative). */
export function setCartCount(count: number): void {
  setQueryData<number>(cartCountQuery.text(), () => Math.max(0, Math.floor(count)))
}

/**
 * The badge, read from the server when `enabled` (logged in, the screen painted) and again when
 * the screen shows after the cart changed (a cart write marks it with the cart). A failed read
 * is swallowed (spec §8) and shows 0, never a stale number.
 */
export function useCartCount(enabled: boolean): number {
  return useQuery(cartCountQuery, enabled && []).data ?? 0
}
