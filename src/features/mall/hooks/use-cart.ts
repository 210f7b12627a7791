import { useEffect } from 'react'
import type { Cart, CartItem, CartQuantityBody } from '@api/mall'
import { confirmDestructive } from '@/shared/confirm'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { deleteCartItems, selectCartItems, setCartQuantity } from '../api'
import { setCartCount } from '../atoms'
import { allSelected } from '../cart'
import { cartQuery } from '../queries'

type CartChange = { quantity: CartQuantityBody } | { select: number[]; selected: boolean } | { remove: number[] }

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
 * request layer toasts why. A tap while a change is on its way is ignored.
 */
export function useCart(loggedIn: boolean) {
  const load = useQuery(cartQuery, loggedIn && [])
  const cart = load.data

  // The badge follows every cart the server answers (the count of its reads too).
  useEffect(() => {
    if (cart) setCartCount(cart.totalQuantity)
  }, [cart])
  const show = load.setData

  // One change at a time, whichever it is: the screen shows the cart the server answers to it
  // (a delete answers a count: the cart is read again, as every cart write marks it).
  const change = useWrite(
    async (c: CartChange): Promise<Cart | undefined> => {
      if ('quantity' in c) return setCartQuantity(c.quantity)
      if ('select' in c) return selectCartItems(c.select, c.selected)
      await deleteCartItems(c.remove)
      return undefined
    },
    { onDone: (answer) => answer && show(answer) },
  )

  const valid = cart?.list.filter((l) => l.valid) ?? []
  return {
    cart,
    /** The main read, for the screen's frame. */
    load,
    setQuantity: async (line: CartItem, quantity: number) => {
      if (quantity !== line.quantity) await change.run({ quantity: { id: line.id, quantity } })
    },
    toggle: async (line: CartItem) => {
      await change.run({ select: [line.id], selected: !line.selected })
    },
    toggleAll: async () => {
      if (valid.length) await change.run({ select: valid.map((l) => l.id), selected: !allSelected(cart?.list ?? []) })
    },
    remove: async (lines: CartItem[]) => {
      if (change.busy || !lines.length || !(await confirmDelete(lines.length))) return
      await change.run({ remove: lines.map((l) => l.id) })
    },
  }
}

export type CartState = ReturnType<typeof useCart>
