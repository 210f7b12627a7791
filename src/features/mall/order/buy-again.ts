import type { OrderLine } from '@api/mall'
import { addToCart } from '../api'

/**
 * 再次购买: the order's lines go back into the cart (each SKU once, its quantity as ordered).
 * Resolves with the lines the cart refused (sold out, off shelf), by name, so the page can say so.
 */
export async function buyAgain(lines: Pick<OrderLine, 'skuId' | 'quantity' | 'name'>[]): Promise<string[]> {
  const refused: string[] = []
  for (const line of lines) {
    try {
      await addToCart({ skuId: line.skuId, quantity: line.quantity })
    } catch {
      refused.push(line.name)
    }
  }
  return refused
}
