import type { CreatorWork } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Img } from '@/shared/img'
import { StatusTag, type StatusTone } from '@/shared/status-tag'
import { formatCount, formatDate } from '@/utils'
import './work-row.scss'

const STATE: Record<CreatorWork['state'], [label: string, tone: StatusTone]> = {
  reviewing: ['审核中', 'warning'],
  published: ['已发布', 'success'],
  rejected: ['未通过', 'danger'],
}

/** One of my works: its review state (with the reason of a refusal); a published one opens its post. */
export function WorkRow({ work }: { work: CreatorWork }) {
  const [label, tone] = STATE[work.state]
  const open = work.contentId === null ? undefined : () => void openPage(paths.post(work.contentId!))
  return (
    <View className='creator-work' role={open ? 'link' : undefined} onClick={open}>
      {work.images[0] && <Img className='creator-work__cover' src={work.images[0]} alt='' mode='aspectFill' />}
      <View className='creator-work__body'>
        <View className='creator-work__head'>
          <Text className='creator-work__title'>{work.title}</Text>
          <StatusTag tone={tone}>{label}</StatusTag>
        </View>
        {work.activityTitle && <Text className='creator-work__activity'>参与活动：{work.activityTitle}</Text>}
        {work.state === 'rejected' && work.rejectReason && <Text className='creator-work__reason'>未通过原因：{work.rejectReason}</Text>}
        <Text className='creator-work__meta'>
          {formatDate(work.createdAt)}
          {work.state === 'published' && ` · 浏览 ${formatCount(work.views)} · 点赞 ${formatCount(work.likes)} · 评论 ${formatCount(work.comments)}`}
        </Text>
      </View>
    </View>
  )
}
