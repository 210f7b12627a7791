import { useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import { getCartCount } from '../api'
import { setCartCount, useCartCount } from '../atoms'

/**
 * The badge count, read again whenever the screen shows again (the cart may have changed on
 * another screen). A failed read is swallowed (spec §8) and the last count stays.
 * `skipFirstShow`: the screen's own init reads it the first time (goods detail).
 */
export function useLiveCartCount(loggedIn: boolean, skipFirstShow = false): number {
  const shown = useRef(false)
  useDidShow(() => {
    const first = !shown.current
    shown.current = true
    if (!loggedIn || (first && skipFirstShow)) return
    void getCartCount().then((count) => {
      if (count !== undefined) setCartCount(count)
    })
  })
  return useCartCount()
}
