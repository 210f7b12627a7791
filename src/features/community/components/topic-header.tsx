import { Image, Text, View } from '@tarojs/components'
import type { Topic } from '@api/posts'
import { formatCount } from '@/utils/count'
import './topic-header.scss'

export function TopicHeader({ topic }: { topic: Topic }) {
  return (
    <View className='cm-topic'>
      <Image className='cm-topic__cover' src={topic.cover} mode='aspectFill' />
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
