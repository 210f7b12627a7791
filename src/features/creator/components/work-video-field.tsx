import type { WorkVideo } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { confirmDestructive } from '@/shared/confirm'
import { FormField } from '@/shared/form'
import { Img } from '@/shared/img'
import { usePageShow } from '@/shared/screen'
import { takeChosenVideo } from '@/shared/video/chosen'
import { formatClipTime } from '@/utils/time'

export interface WorkVideoFieldProps {
  value: WorkVideo | null
  onChange: (video: WorkVideo | null) => void
  className?: string
}

/**
 * A work's optional video: 添加视频 opens videoTailor (choose, pick the cover, upload); when this
 * page shows again it takes the video waiting there. Shown by its cover and length, with
 * 更换 (videoTailor again) and 删除 (asked first).
 */
export function WorkVideoField({ value, onChange, className }: WorkVideoFieldProps) {
  usePageShow(() => {
    const chosen = takeChosenVideo()
    if (chosen) onChange(chosen)
  })
  const choose = () => void openPage(paths.videoCover())
  const remove = async () => {
    if (await confirmDestructive({ title: '删除视频', content: '删除后需重新上传，确定删除这个视频吗？', confirmText: '删除' })) onChange(null)
  }
  return (
    <FormField label='视频' stacked className={className}>
      {value ? (
        <View className='creator-work-video'>
          <View className='creator-work-video__cover'>
            <Img className='creator-work-video__image' src={value.coverUrl} alt='视频封面' mode='aspectFill' />
            <Text className='creator-work-video__length'>{formatClipTime(value.duration)}</Text>
          </View>
          <View className='creator-work-video__actions'>
            <button type='button' className='creator-work-video__change' onClick={choose}>
              更换
            </button>
            <button type='button' className='creator-work-video__remove' onClick={() => void remove()}>
              删除
            </button>
          </View>
        </View>
      ) : (
        <button type='button' className='creator-work-video__add' onClick={choose}>
          添加视频
        </button>
      )}
    </FormField>
  )
}
