import { Text, View } from '@tarojs/components'
import type { SignInBanner } from '@api/user-mine'
import { openPage } from '@/core/navigation'
import { findRoute } from '@/routes'
import { Img } from '@/shared/img'
import './sign-in.scss'

function open(banner: SignInBanner) {
  // A banner whose page this build does not have just informs.
  if (banner.linkUrl && findRoute(banner.linkUrl)) void openPage(banner.linkUrl)
}

export function BannerSlide({ banner }: { banner: SignInBanner }) {
  return (
    <View className='banner-swiper__item' onClick={() => open(banner)}>
      <Img className='banner-swiper__image' src={banner.image} mode='aspectFill' alt='' />
      <View className='banner-swiper__caption'>
        <Text className='banner-swiper__title'>{banner.title}</Text>
        <Text className='banner-swiper__subtitle'>{banner.subtitle}</Text>
      </View>
    </View>
  )
}
