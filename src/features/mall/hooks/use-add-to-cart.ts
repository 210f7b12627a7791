import { useState } from 'react'
import { toast } from '@/shared/toast'
import { loginHere } from '@/shared/login-prompt'
import { addToCart } from '../api'
import { setCartCount } from '../atoms'
import type { SkuChoice } from './use-sku-choice'

/** Adds the chosen SKU; the badge takes the count the server answers. A guest goes to login first. */
export function useAddToCart(choice: SkuChoice, loggedIn: boolean, onAdded: () => void) {
  const [busy, setBusy] = useState(false)
  const add = async () => {
    if (!loggedIn) {
      await loginHere()
      return
    }
    if (!choice.sku || choice.max === 0 || busy) return
    setBusy(true)
    try {
      const { count } = await addToCart({ skuId: choice.sku.skuId, quantity: choice.quantity })
      setCartCount(count)
      toast('已加入购物车', 'success')
      onAdded()
    } catch {
      // The request layer toasted the server's reason (stock, purchase limit); the choice stays.
    } finally {
      setBusy(false)
    }
  }
  return { busy, add }
}
