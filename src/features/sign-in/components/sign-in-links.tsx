import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import './sign-in.scss'

const LINKS = [
  { text: '签到规则', url: paths.signInRule() },
  { text: '签到活动', url: paths.signInActivities() },
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
