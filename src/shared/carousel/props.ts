import { useCallback, useRef, useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'

export interface CarouselProps<T> {
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  /** A stable key per item (default: its index). */
  itemKey?: (item: T, index: number) => string | number
  /**
   * Required: WeChat's swiper is 150px tall unless told. A number is design px (375 wide) and
   * scales as the SCSS does (rem in H5, rpx in the mini-program); a string is any CSS length ('100vh').
   */
  height: number | string
  /** What the carousel shows, for screen readers ('商品图片'). */
  label: string
  /** The page shown, when the caller owns it; otherwise the carousel keeps its own. */
  current?: number
  /** Every page turn, by swipe, key, dot or autoplay. */
  onChange?: (index: number) => void
  autoplay?: boolean
  /** ms between automatic turns (spec §9: 5000). */
  interval?: number
  /** ms of the page-turn animation (spec §9: 500). */
  duration?: number
  /** The last page leads to the first and back. */
  circular?: boolean
  indicatorDots?: boolean
  /** Pages stacked top to bottom (a full-screen story): only the current page and its neighbours render. */
  vertical?: boolean
  className?: string
}

/** A height as CSS: design px through Taro's transform, so inline sizes match the SCSS ones. */
export const cssHeight = (height: number | string) => (typeof height === 'number' ? Taro.pxTransform(height) : height)

/**
 * The page index, ours rather than the swiper's (design.md §8: Taro's H5 swiper reports
 * changes unreliably when looping): the caller's `current` when given, else our own state.
 */
export function useCarouselIndex(count: number, current: number | undefined, onChange?: (index: number) => void) {
  const [own, setOwn] = useState(0)
  const changeRef = useRef(onChange)
  changeRef.current = onChange
  const go = useCallback((next: number) => {
    setOwn(next)
    changeRef.current?.(next)
  }, [])
  // A list that shrank under the index shows its last page rather than nothing.
  const index = count ? Math.min(Math.max(current ?? own, 0), count - 1) : 0
  return [index, go] as const
}
