import { Text, View } from '@tarojs/components'
import type { CollectionDetail } from '@api/domain'
import { Carousel } from '@/shared/carousel'
import { Img } from '@/shared/img'
import { InfoRow } from '@/shared/info-row'
import { previewImage } from '@/shared/preview-image'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { collectionItemQuery } from '../queries'
import './museum-detail.scss'

function Item({ item }: { item: CollectionDetail }) {
  return (
    <View className='museum-detail'>
      <Carousel
        className='museum-detail__gallery'
        label='藏品图片'
        height={280}
        indicatorDots
        items={item.images}
        renderItem={(src, i) => (
          <Img className='museum-detail__image' src={src} alt={`${item.name} 第 ${i + 1} 张`} mode='aspectFill' onClick={() => previewImage(item.images, src)} />
        )}
      />
      <View className='museum-detail__head'>
        <Text className='museum-detail__title'>{item.name}</Text>
        <Text className='museum-detail__meta'>{`${item.year} 年`}</Text>
      </View>
      <View className='museum-detail__section'>
        {item.story.map((p, i) => (
          <Text key={i} className='museum-detail__paragraph'>{p}</Text>
        ))}
      </View>
      {item.specs.length > 0 && (
        <View className='museum-detail__section museum-specs'>
          <Text className='museum-detail__heading'>规格参数</Text>
          {item.specs.map((s) => (
            <InfoRow key={s.label} label={s.label}>
              {s.value}
            </InfoRow>
          ))}
        </View>
      )}
    </View>
  )
}

/** 藏品详情: the gallery (a tap previews it full screen, with zoom), year, story and specifications. */
export function MuseumItemScreen({ id }: { id: number | undefined }) {
  const item = useQuery(collectionItemQuery, id !== undefined && [id])
  return (
    <Screen missing={id === undefined && '缺少藏品 id，无法打开'} unknown='该藏品不存在或已下线' load={item}>
      {item.data && <Item item={item.data} />}
    </Screen>
  )
}
