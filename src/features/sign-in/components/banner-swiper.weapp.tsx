import { Swiper, SwiperItem } from '@tarojs/components'
import type { SignInBanner } from '@api/user-mine'
import { SWIPER } from '@/constants'
import { BannerSlide } from './banner-slide'
import './sign-in.scss'

/**
 * Mini-program build (Taro picks `.weapp.tsx` there): the native swiper at the spec §9
 * defaults. The H5 build uses banner-swiper.tsx instead.
 */
export function BannerSwiper({ banners, tall }: { banners: SignInBanner[]; tall?: boolean }) {
  const many = banners.length > 1
  return (
    <Swiper
      className={`sign-in-banner${tall ? ' sign-in-banner--tall' : ''}`}
      autoplay={many}
      circular={many}
      indicatorDots={many}
      interval={SWIPER.interval}
      duration={SWIPER.duration}
    >
      {banners.map((b) => (
        <SwiperItem key={b.id}>
          <BannerSlide banner={b} />
        </SwiperItem>
      ))}
    </Swiper>
  )
}
