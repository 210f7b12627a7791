import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'

function measureH5(selector: string): number {
  return document.querySelector(selector)?.getBoundingClientRect().width ?? 0
}

function measureMini(selector: string, done: (width: number) => void): void {
  Taro.createSelectorQuery()
    .select(selector)
    .boundingClientRect((rect) => done((Array.isArray(rect) ? rect[0]?.width : rect?.width) ?? 0))
    .exec()
}

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
    const apply = (w: number) => {
      if (alive && w > 0) setWidth(w)
    }
    Taro.nextTick(() => {
      if (process.env.TARO_ENV === 'h5') apply(measureH5(selector))
      else measureMini(selector, apply)
    })
    return () => {
      alive = false
    }
  }, [selector, ready])
  return width > 0 ? width : fallback
}
