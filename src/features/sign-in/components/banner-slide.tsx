import { Text, View } from '@tarojs/components'
import type { SignInBanner } from '@api/user-mine'
import { openLink } from '@/core/navigation/open-link'
import { Img } from '@/shared/img'
import './sign-in.scss'

// A banner whose page this build does not have just informs; a tab page opens by tab switch.
const open = (banner: SignInBanner) => banner.linkUrl && void openLink(banner.linkUrl, banner.title)

/**
 * The banner's picture alone: it carries its own headline, so a caption over it doubled the
 * text and the carousel's dots sat on it. The words are the list's below (ActivityRow).
 */
export function BannerSlide({ banner }: { banner: SignInBanner }) {
  return (
    <View className='sign-in-banner__item' onClick={() => open(banner)}>
      <Img className='sign-in-banner__image' src={banner.image} mode='aspectFill' alt={banner.title} />
    </View>
  )
}

/** One activity of the list: picture, title, what it gives, and where a tap goes (or that it only informs). */
export function ActivityRow({ banner }: { banner: SignInBanner }) {
  const opens = Boolean(banner.linkUrl)
  return (
    <View className='sign-in-activity' role={opens ? 'link' : undefined} onClick={() => open(banner)}>
      <Img className='sign-in-activity__image' src={banner.image} mode='aspectFill' alt='' />
      <View className='sign-in-activity__text'>
        <Text className='sign-in-activity__title'>{banner.title}</Text>
        <Text className='sign-in-activity__subtitle'>{banner.subtitle}</Text>
      </View>
      <Text className={`sign-in-activity__go${opens ? '' : ' sign-in-activity__go--off'}`}>{opens ? '去看看 ›' : '仅展示'}</Text>
    </View>
  )
}
