import { useEffect, useRef } from 'react'
import type { CartItem } from '@api/mall'
import { confirmDestructive } from '@/shared/confirm'
import { useLoad } from '@/shared/use-load'
import { deleteCartItems, getCart, selectCartItems, setCartQuantity } from '../api'
import { CART, setCartCount } from '../atoms'
import { allSelected } from '../cart'

function confirmDelete(count: number): Promise<boolean> {
  return confirmDestructive({
    title: '删除商品',
    content: count > 1 ? `确定从购物车删除这 ${count} 种商品吗？` : '确定从购物车删除这件商品吗？',
    confirmText: '删除',
    cancelText: '再想想',
  })
}

/**
 * The cart screen's state. Every change goes to the server and the screen shows the cart the
 * server answers, so a refused change (stock, limit) leaves the screen as it was; the
 * request layer toasts why.
 */
export function useCart(loggedIn: boolean) {
  const load = useLoad(loggedIn && CART, getCart)
  const cart = load.data
  const busy = useRef(false)

  // The badge follows every cart the server answers (the count of its reads too).
  useEffect(() => {
    if (cart) setCartCount(cart.totalQuantity)
  }, [cart])
  const show = load.setData

  /** One change at a time: a second tap while the first is on its way is ignored. */
  const run = async (work: () => Promise<void>) => {
    if (busy.current) return
    busy.current = true
    try {
      await work()
    } catch {
      // Toasted by the request layer; the cart on screen is still the server's last answer.
    } finally {
      busy.current = false
    }
  }

  const valid = cart?.list.filter((l) => l.valid) ?? []
  return {
    cart,
    /** The main read, for the screen's frame. */
    load,
    setQuantity: (line: CartItem, quantity: number) =>
      run(async () => {
        if (quantity !== line.quantity) show(await setCartQuantity({ id: line.id, quantity }))
      }),
    toggle: (line: CartItem) => run(async () => show(await selectCartItems([line.id], !line.selected))),
    toggleAll: () =>
      run(async () => {
        if (valid.length) show(await selectCartItems(valid.map((l) => l.id), !allSelected(cart?.list ?? [])))
      }),
    remove: (lines: CartItem[]) =>
      run(async () => {
        if (!lines.length || !(await confirmDelete(lines.length))) return
        await deleteCartItems(lines.map((l) => l.id))
        await load.reload()
      }),
  }
}

export type CartState = ReturnType<typeof useCart>
