import { Text, View } from '@tarojs/components'
import type { FameDetail } from '@api/domain'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { famePersonQuery } from '../queries'
import './museum-detail.scss'

function Person({ person: p }: { person: FameDetail }) {
  return (
    <View className='museum-detail'>
      <View className='museum-detail__head museum-person'>
        <Img className='museum-person__avatar' src={p.avatar} alt={p.name} mode='aspectFill' />
        <Text className='museum-detail__title'>{p.name}</Text>
        <Text className='museum-detail__meta'>{`${p.title} · ${p.year} 年`}</Text>
      </View>
      <View className='museum-detail__section'>
        {p.story.map((line, i) => (
          <Text key={i} className='museum-detail__paragraph'>{line}</Text>
        ))}
      </View>
      {p.cars.length > 0 && (
        <View className='museum-detail__section'>
          <Text className='museum-detail__heading'>驾驶过的车型</Text>
          {p.cars.map((c) => (
            <View key={`${c.name} ${c.years}`} className='museum-car'>
              <Img className='museum-car__image' src={c.image} alt={c.name} mode='aspectFill' />
              <Text className='museum-car__name'>{c.name}</Text>
              <Text className='museum-car__years'>{c.years}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

/** 名人堂详情: an honoured person, their story and the cars they drove. */
export function MuseumPersonScreen({ id }: { id: number | undefined }) {
  const person = useQuery(famePersonQuery, id !== undefined && [id])
  return (
    <Screen missing={id === undefined && '缺少人物 id，无法打开'} unknown='该人物不存在或已下线' load={person}>
      {person.data && <Person person={person.data} />}
    </Screen>
  )
}
