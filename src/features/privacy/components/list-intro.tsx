import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { Panel } from '@/shared/panel'
import './list-intro.scss'

export interface ListIntroProps {
  text: string
  updatedAt: string
  /** The other privacy list, which names the same parties and information. */
  other: { label: string; url: string }
}

/** What the list is, when it was last revised, and the way to its companion list. */
export function ListIntro({ text, updatedAt, other }: ListIntroProps) {
  return (
    <Panel className='privacy-intro'>
      <Text className='privacy-intro__text'>{text}</Text>
      <Text className='privacy-intro__date'>更新日期：{updatedAt}</Text>
      <View className='privacy-intro__link' role='link' onClick={() => void openPage(other.url)}>
        {other.label}
      </View>
    </Panel>
  )
}
