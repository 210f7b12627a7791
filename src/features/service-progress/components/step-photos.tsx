import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { previewImage } from '@/shared/preview-image'
import type { TimelineStep } from '../timeline'
import './panel.scss'
import './step-photos.scss'

/** The workshop's photos, step by step; a tap opens them full screen. */
export function StepPhotos({ steps }: { steps: TimelineStep[] }) {
  const withPhotos = steps.filter((s) => s.photos.length > 0)
  if (withPhotos.length === 0) return null
  return (
    <View className='service-panel service-photos'>
      <Text className='service-photos__heading'>施工照片</Text>
      {withPhotos.map((step) => (
        <View key={step.code} className='service-photos__step'>
          <Text className='service-photos__title'>{step.title}</Text>
          <View className='service-photos__grid'>
            {step.photos.map((src, i) => (
              <Img key={src} className='service-photos__thumb' src={src} mode='aspectFill' lazyLoad alt={`${step.title}照片 ${i + 1}`} onClick={() => previewImage(step.photos, src)} />
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}
