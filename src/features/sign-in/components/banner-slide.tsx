import { Image, Text, View } from '@tarojs/components'
import type { SignInBanner } from '@api/user-mine'
import { openPage } from '@/core/navigation'
import { findRoute } from '@/routes'
import './sign-in.scss'

function open(banner: SignInBanner) {
  // A banner whose page this build does not have just informs.
  if (banner.linkUrl && findRoute(banner.linkUrl)) void openPage(banner.linkUrl)
}

export function BannerSlide({ banner }: { banner: SignInBanner }) {
  return (
    <View className='banner-swiper__item' onClick={() => open(banner)}>
      <Image className='banner-swiper__image' src={banner.image} mode='aspectFill' />
      <View className='banner-swiper__caption'>
        <Text className='banner-swiper__title'>{banner.title}</Text>
        <Text className='banner-swiper__subtitle'>{banner.subtitle}</Text>
      </View>
    </View>
  )
}
