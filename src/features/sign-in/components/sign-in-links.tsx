import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import './sign-in.scss'

const LINKS = [
  { text: '签到规则', url: '/package-mine/pages/sign-in-rule/sign-in-rule' },
  { text: '签到活动', url: '/package-mine/pages/swiper/swiper' },
]

export function SignInLinks() {
  return (
    <View className='sign-in-links'>
      {LINKS.map((l) => (
        <View key={l.url} className='sign-in-links__item' role='link' onClick={() => void openPage(l.url)}>
          {l.text} ›
        </View>
      ))}
    </View>
  )
}
