import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { CarContent } from '@api/domain-car'
import type { PgcStats } from '@api/posts'
import { openPage } from '@/core/navigation'
import { SafeRichText, WithSanitizer } from '@/shared/rich-text'
import { Carousel } from '@/shared/carousel'
import { Img } from '@/shared/img'
import { previewImage } from '@/shared/preview-image'
import { Staged } from '@/shared/when-visible'
import { paths } from '@/routes'
import { priceWan } from '../format'
import { CarVideo } from './car-video'
import { StatsBar } from './stats-bar'
import './car-content-view.scss'

export interface CarContentViewProps {
  content: CarContent
  stats: PgcStats
  pending: 'like' | 'collect' | 'share' | null
  onLike: () => void
  onCollect: () => void
  onShare: () => void
}

/** A model's content: gallery, launch film, stats, the sanitized introduction and specs. */
export function CarContentView({ content, stats, pending, onLike, onCollect, onShare }: CarContentViewProps) {
  const [shown, setShown] = useState(0)
  const gallery = content.gallery.length ? content.gallery : [content.image]
  const preview = (url: string) => previewImage(gallery, url)

  // A part a task, the text among them once its sanitizer is here: the whole page in one render
  // was a task of 15 to 20 ms at 1x, and its layout another (issue 42).
  return (
    <WithSanitizer>
      <View className='car-content'>
        <Staged>
          <>
            <Carousel
              className='car-content__gallery'
              items={gallery}
              itemKey={(url) => url}
              height={240}
              label={`${content.name} 图片`}
              current={shown}
              onChange={setShown}
              circular
              renderItem={(url, i) => <Img className='car-content__img' src={url} mode='aspectFill' onClick={() => preview(url)} alt={`${content.name} 图 ${i + 1}`} />}
            />
            <Text className='car-content__counter'>
              {shown + 1} / {gallery.length}
            </Text>
          </>

          <View className='car-content__head'>
            <Text className='car-content__title'>{content.title}</Text>
            <Text className='car-content__summary'>{content.summary}</Text>
            <View className='car-content__tags'>
              {content.tags.map((t) => (
                <Text key={t} className='car-content__tag'>
                  {t}
                </Text>
              ))}
            </View>
            <Text className='car-content__price'>厂商指导价 {priceWan(content.guidePrice)}</Text>
          </View>

          <StatsBar stats={stats} pending={pending} onLike={onLike} onCollect={onCollect} onShare={onShare} />

          <View className='car-content__actions'>
            <Button className='car-content__action' variant='secondary' onClick={() => void openPage(paths.stores()).catch(() => undefined)}>
              查找门店
            </Button>
            <Button className='car-content__action car-content__action--primary' variant='primary' onClick={() => void openPage(paths.testDrive(content.id)).catch(() => undefined)}>
              预约试驾
            </Button>
          </View>

          {content.video && (
            <View className='car-content__section'>
              <Text className='car-content__section-title'>上市影片</Text>
              <CarVideo video={content.video} id={`car-video-${content.id}`} />
            </View>
          )}

          <View className='car-content__section'>
            <SafeRichText html={content.html} />
          </View>

          <View className='car-content__section'>
            <Text className='car-content__section-title'>主要参数</Text>
            {content.specs.map((s) => (
              <View key={s.name} className='car-content__spec'>
                <Text className='car-content__spec-name'>{s.name}</Text>
                <Text>{s.value}</Text>
              </View>
            ))}
          </View>
        </Staged>
      </View>
    </WithSanitizer>
  )
}
