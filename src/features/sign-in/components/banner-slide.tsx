import { Text, View } from '@tarojs/components'
import type { SignInBanner } from '@api/user-mine'
import { openLink } from '@/core/navigation/open-link'
import { Img } from '@/shared/img'
import './sign-in.scss'

// A banner whose page this build does not have just informs; a tab page opens by tab switch.
const open = (banner: SignInBanner) => banner.linkUrl && void openLink(banner.linkUrl, banner.title)

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
