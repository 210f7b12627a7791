import { useRef, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { CommonEvent } from '@tarojs/components'
import './goods-gallery.scss'

const SWIPE_PX = 40

type Touches = { touches?: { clientX: number }[]; changedTouches?: { clientX: number }[] }
// View's typings give touch handlers the common event; the runtime passes the touch lists.
const firstX = (e: CommonEvent, list: keyof Touches) => (e as unknown as Touches)[list]?.[0]?.clientX

/**
 * The goods pictures: swipe (or tap a dot) to turn. Built from View and Image, not Taro's
 * Swiper: on H5 every Taro component used anywhere lands in the chunk the entry page loads,
 * and Swiper brings the whole swiper library with it.
 */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0)
  const startX = useRef<number>()
  if (!images.length) return <View className='goods-gallery' />
  const go = (i: number) => setCurrent((i + images.length) % images.length)
  const onTouchEnd = (e: CommonEvent) => {
    const from = startX.current
    const to = firstX(e, 'changedTouches')
    startX.current = undefined
    if (from === undefined || to === undefined || Math.abs(to - from) < SWIPE_PX) return
    go(current + (to < from ? 1 : -1))
  }
  return (
    <View className='goods-gallery' onTouchStart={(e) => (startX.current = firstX(e, 'touches'))} onTouchEnd={onTouchEnd}>
      <View className='goods-gallery__track' style={{ transform: `translateX(-${current * 100}%)` }}>
        {images.map((src, i) => (
          <Image key={src} className='goods-gallery__image' src={src} mode='aspectFill' aria-label={`${name} 图片 ${i + 1}`} />
        ))}
      </View>
      {images.length > 1 && (
        <View className='goods-gallery__dots'>
          {images.map((src, i) => (
            <View key={src} className={`goods-gallery__dot${i === current ? ' goods-gallery__dot--on' : ''}`} aria-label={`第 ${i + 1} 张`} onClick={() => go(i)} />
          ))}
        </View>
      )}
      <Text className='goods-gallery__count'>
        {current + 1}/{images.length}
      </Text>
    </View>
  )
}
