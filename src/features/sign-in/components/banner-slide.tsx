import { Text, View } from '@tarojs/components'
import type { SignInBanner } from '@api/user-mine'
import { openLink } from '@/core/navigation/open-link'
import { Img } from '@/shared/img'
import './sign-in.scss'

// A banner whose page this build does not have just informs; a tab page opens by tab switch.
const open = (banner: SignInBanner) => banner.linkUrl && void openLink(banner.linkUrl, banner.title)

export function BannerSlide({ banner }: { banner: SignInBanner }) {
  return (
    <View className='sign-in-banner__item' onClick={() => open(banner)}>
      <Img className='sign-in-banner__image' src={banner.image} mode='aspectFill' alt='' />
      <View className='sign-in-banner__caption'>
        <Text className='sign-in-banner__title'>{banner.title}</Text>
        <Text className='sign-in-banner__subtitle'>{banner.subtitle}</Text>
      </View>
    </View>
  )
}
