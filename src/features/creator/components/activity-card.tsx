import { Text, View } from '@tarojs/components'
import type { CreatorActivitySummary } from '@api/posts'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { CardHead, TappableCard } from '@/shared/card'
import { countdownText, useCountdown } from '@/shared/countdown'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import { ACTIVITY_TAGS, activityTime } from '../activity-labels'

/** The card's time line: the deadline counting down while open, else what comes next. */
function When({ activity: a }: { activity: CreatorActivitySummary }) {
  const left = useCountdown(a.state === 'open' ? a.deadline : undefined)
  let line = '获奖名单已公布'
  if (a.state === 'open') line = left.running ? `距截止 ${countdownText(left)}` : '征稿已截止'
  else if (a.state === 'upcoming') line = `${activityTime(a.startTime)} 开始征稿`
  else if (a.state === 'judging') line = `${activityTime(a.announceTime)} 公布结果`
  return <Text className={`creator-activity__when${a.state === 'open' ? ' creator-activity__when--open' : ''}`}>{line}</Text>
}

/** One creator activity in the list; a tap opens its detail. */
export function ActivityCard({ activity: a }: { activity: CreatorActivitySummary }) {
  const tag = ACTIVITY_TAGS[a.state]
  return (
    <TappableCard className='creator-activity' flush label={`${a.title}，${tag.text}`} onTap={() => void openPage(paths.creatorActivity(a.id))}>
      <Img className='creator-activity__cover' src={a.cover} alt='' mode='aspectFill' lazyLoad />
      <View className='creator-activity__body' data-activity-id={a.id}>
        <CardHead title={a.title}>
          <StatusTag tone={tag.tone}>{tag.text}</StatusTag>
        </CardHead>
        <Text className='creator-activity__theme'>{`主题：${a.theme}`}</Text>
        <View className='creator-activity__foot'>
          <When activity={a} />
          <Text className='creator-activity__works'>{`${a.workCount} 件作品`}</Text>
        </View>
      </View>
    </TappableCard>
  )
}
