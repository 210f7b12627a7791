import { atom, useAtomValue } from 'jotai'
import { store } from '@/core/store'

// The cart badge. Private: the detail init resets it to 0 (spec §4) and only the calls below
// change it, so a failed count load leaves 0, never a stale number.
const cartCountAtom = atom(0)

export const cartCountValueAtom = atom((get) => get(cartCountAtom))

export function setCartCount(count: number): void {
  store.set(cartCountAtom, Math.max(0, Math.floor(count)))
}

export function getCartCountValue(): number {
  return store.get(cartCountAtom)
}

export const useCartCount = (): number => useAtomValue(cartCountValueAtom, { store })
