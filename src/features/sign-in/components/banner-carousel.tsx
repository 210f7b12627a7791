import { useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import type { SignInBanner } from '@api/user-mine'
import { SWIPER } from '@/constants'
import { BannerSlide } from './banner-slide'
import './sign-in.scss'

/** A horizontal swipe shorter than this is a tap, not a page turn. */
const SWIPE_PX = 40

type TouchLike = { changedTouches?: ArrayLike<{ clientX: number }> }
const xOf = (e: unknown) => (e as TouchLike).changedTouches?.[0]?.clientX ?? 0

/** Carousel at the spec §9 swiper defaults (5000 ms interval, 500 ms duration); swipe or tap a dot. */
export function BannerCarousel({ banners, tall }: { banners: SignInBanner[]; tall?: boolean }) {
  const [index, setIndex] = useState(0)
  const [touching, setTouching] = useState(false)
  const startX = useRef(0)
  const count = banners.length
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count)

  useEffect(() => {
    if (count < 2 || touching) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SWIPER.interval)
    return () => clearInterval(timer)
  }, [count, touching])

  return (
    <View
      className={`sign-in-banner${tall ? ' sign-in-banner--tall' : ''}`}
      onTouchStart={(e) => {
        startX.current = xOf(e)
        setTouching(true)
      }}
      onTouchEnd={(e) => {
        setTouching(false)
        const dx = xOf(e) - startX.current
        if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1)
      }}
    >
      <View
        className='sign-in-banner__track'
        style={{ transform: `translateX(-${index * 100}%)`, transition: `transform ${SWIPER.duration}ms ease` }}
      >
        {banners.map((b) => (
          <View key={b.id} className='sign-in-banner__slide'>
            <BannerSlide banner={b} />
          </View>
        ))}
      </View>
      {count > 1 && (
        <View className='sign-in-banner__dots'>
          {banners.map((b, i) => (
            <View
              key={b.id}
              className={`sign-in-banner__dot${i === index ? ' sign-in-banner__dot--on' : ''}`}
              role='button'
              aria-label={`第 ${i + 1} 张`}
              onClick={() => setIndex(i)}
            />
          ))}
        </View>
      )}
    </View>
  )
}
