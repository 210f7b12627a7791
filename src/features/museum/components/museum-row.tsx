import { Text, View } from '@tarojs/components'
import { TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import './museum-row.scss'

interface Props {
  cover: string
  title: string
  /** The line under the title: a year, a subtitle, a count. */
  meta: string
  summary?: string
  onTap: () => void
}

/** A picture and its lines: a hall, a collection item, an honoured person, a journal issue. */
export function MuseumRow({ cover, title, meta, summary, onTap }: Props) {
  return (
    <TappableCard className='museum-row' flush onTap={onTap}>
      <View className='museum-row__body'>
        <Img className='museum-row__cover' src={cover} alt={title} mode='aspectFill' />
        <View className='museum-row__text'>
          <Text className='museum-row__title'>{title}</Text>
          <Text className='museum-row__meta'>{meta}</Text>
          {summary && <Text className='museum-row__summary'>{summary}</Text>}
        </View>
      </View>
    </TappableCard>
  )
}
