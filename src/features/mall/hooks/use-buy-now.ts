import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { loginHere } from '@/shared/login-prompt'
import type { SkuChoice } from './use-sku-choice'

/**
 * 立即购买 with the chosen SKU and quantity, checked as adding to the cart is (a guest logs in
 * first; no SKU or none in stock, nothing happens); the confirm page prices it and the server
 * holds the limits. `onGo` closes the sheet.
 */
export function useBuyNow(choice: SkuChoice, loggedIn: boolean, onGo: () => void) {
  return async () => {
    if (!loggedIn) {
      await loginHere()
      return
    }
    if (!choice.sku || choice.max === 0) return
    onGo()
    await openPage(paths.orderConfirm({ skuId: choice.sku.skuId, quantity: choice.quantity }))
  }
}
