import { loginHere } from '@/shared/login-prompt'
import { useRequestId, useWrite } from '@/shared/use-write'
import { addToCart } from '../api'
import { setCartCount } from '../atoms'
import type { SkuChoice } from './use-sku-choice'

/**
 * Adds the chosen SKU; the badge takes the count the server answers. A guest goes to login
 * first. A refusal (stock, purchase limit) is toasted by the request layer and the choice stays.
 * A tap again after a lost answer is the same add (its request id): the cart merges it once.
 */
export function useAddToCart(choice: SkuChoice, loggedIn: boolean, onAdded: () => void) {
  const withId = useRequestId()
  const adding = useWrite((line: { skuId: number; quantity: number }) => withId(line, (requestId) => addToCart(line, requestId)), {
    done: '已加入购物车',
    onDone: ({ count }) => {
      setCartCount(count)
      onAdded()
    },
  })
  const add = async () => {
    if (!loggedIn) {
      await loginHere()
      return
    }
    if (!choice.sku || choice.max === 0) return
    await adding.run({ skuId: choice.sku.skuId, quantity: choice.quantity })
  }
  return { busy: adding.busy, add }
}
