import { Text, View } from '@tarojs/components'
import type { Topic } from '@api/posts'
import { formatCount } from '@/utils/count'
import { Img } from '@/shared/img'
import './topic-header.scss'

export function TopicHeader({ topic }: { topic: Topic }) {
  return (
    <View className='cm-topic'>
      <Img className='cm-topic__cover' src={topic.cover} mode='aspectFill' alt='' />
      <View className='cm-topic__info'>
        <View className='cm-topic__line'>
          <Text className='cm-topic__name'>#{topic.name}</Text>
          {topic.hot && <Text className='cm-topic__hot'>热门</Text>}
        </View>
        <Text className='cm-topic__desc'>{topic.description}</Text>
        <Text className='cm-topic__stats'>
          {formatCount(topic.viewNum)} 浏览 · {formatCount(topic.contentNum)} 动态
        </Text>
      </View>
    </View>
  )
}
