import { useCallback, useEffect, useRef, useState } from 'react'
import type { Cart, CartItem } from '@api/mall'
import { confirmDestructive } from '@/shared/confirm'
import { deleteCartItems, getCart, selectCartItems, setCartQuantity } from '../api'
import { setCartCount } from '../atoms'
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
  const [cart, setCart] = useState<Cart>()
  const [loading, setLoading] = useState(loggedIn)
  const [failed, setFailed] = useState(false)
  const busy = useRef(false)

  const show = useCallback((next: Cart) => {
    setCart(next)
    setCartCount(next.totalQuantity)
  }, [])

  const reload = useCallback(async () => {
    if (!loggedIn) return
    setLoading(true)
    try {
      show(await getCart())
      setFailed(false)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }, [loggedIn, show])

  useEffect(() => {
    void reload()
  }, [reload])

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
    loading,
    failed,
    reload,
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
        show(await getCart())
      }),
  }
}

export type CartState = ReturnType<typeof useCart>
