import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { OnSeenProps } from './index'
import './index.scss'

let made = 0

/**
 * Mini-program: the marker is watched by WeChat's intersection observer on the page, once the
 * marker is laid out (Taro's next tick, after its render reached the view layer).
 */
export function OnSeen({ onSeen }: OnSeenProps) {
  const [id] = useState(() => `on-seen-${(made += 1)}`)
  const latest = useRef(onSeen)
  latest.current = onSeen
  useEffect(() => {
    const page = Taro.getCurrentInstance().page
    if (!page) return undefined
    let done = false
    const observer = Taro.createIntersectionObserver(page as never, { thresholds: [0] })
    Taro.nextTick(() => {
      observer.relativeToViewport({ bottom: 0 }).observe(`#${id}`, (result) => {
        if (done || !((result.intersectionRatio ?? 0) > 0 || (result.intersectionRect?.height ?? 0) > 0)) return
        done = true
        observer.disconnect()
        latest.current()
      })
    })
    return () => observer.disconnect()
  }, [id])
  return <View id={id} className='on-seen' aria-hidden />
}
