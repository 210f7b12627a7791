import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { measureWidth } from '@/shared/measure-width'

/**
 * Rendered width of the captcha picture in screen px. The picture scales with the screen
 * (design width 375), while the server measures the drag in picture pixels, so every drag is
 * converted with this. Falls back to `fallback` where layout is unknown (e.g. before layout).
 */
export function useStageWidth(selector: string, fallback: number, ready: boolean): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    if (!ready) return undefined
    let alive = true
    Taro.nextTick(() =>
      measureWidth(selector, (w) => {
        if (alive && w > 0) setWidth(w)
      }),
    )
    return () => {
      alive = false
    }
  }, [selector, ready])
  return width > 0 ? width : fallback
}
