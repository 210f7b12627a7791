import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import './invite-choice.scss'

export interface InviteChoiceProps {
  glyph: string
  title: string
  desc: string
  url: string
}

export function InviteChoice({ glyph, title, desc, url }: InviteChoiceProps) {
  return (
    <View className='invite-choice' role='link' data-url={url} onClick={() => void openPage(url)}>
      <View className='invite-choice__glyph'>{glyph}</View>
      <View className='invite-choice__text'>
        <Text className='invite-choice__title'>{title}</Text>
        <Text className='invite-choice__desc'>{desc}</Text>
      </View>
      <Text className='invite-choice__arrow'>›</Text>
    </View>
  )
}
