import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import type { SignInBanner } from '@api/user-mine'
import { SWIPER } from '@/constants'
import { openPage } from '@/core/navigation'
import { findRoute } from '@/routes'
import './sign-in.scss'

function open(banner: SignInBanner) {
  // A banner whose page this build does not have just informs.
  if (banner.linkUrl && findRoute(banner.linkUrl)) void openPage(banner.linkUrl)
}

/** Banners at the swiper defaults of spec §9 (5000 ms interval, 500 ms duration). */
export function BannerSwiper({ banners, tall }: { banners: SignInBanner[]; tall?: boolean }) {
  return (
    <Swiper
      className={`banner-swiper${tall ? ' banner-swiper--tall' : ''}`}
      autoplay={banners.length > 1}
      circular={banners.length > 1}
      indicatorDots={banners.length > 1}
      interval={SWIPER.interval}
      duration={SWIPER.duration}
    >
      {banners.map((b) => (
        <SwiperItem key={b.id}>
          <View className='banner-swiper__item' onClick={() => open(b)}>
            <Image className='banner-swiper__image' src={b.image} mode='aspectFill' />
            <View className='banner-swiper__caption'>
              <Text className='banner-swiper__title'>{b.title}</Text>
              <Text className='banner-swiper__subtitle'>{b.subtitle}</Text>
            </View>
          </View>
        </SwiperItem>
      ))}
    </Swiper>
  )
}
