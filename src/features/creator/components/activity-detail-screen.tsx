import { Text, View } from '@tarojs/components'
import type { CreatorActivity } from '@api/posts'
import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl, useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import { StatusTag } from '@/shared/status-tag'
import { useQuery } from '@/shared/use-load'
import { ACTIVITY_TAGS, activityTime } from '../activity-labels'
import { Rewards, Rules, Timeline, Winners } from './activity-sections'
import { creatorActivityQuery } from '../queries'
import { MyRewards, MyWorks } from './my-part'
import './activity-detail-screen.scss'

/** Where the activity stands, in a line, when it takes no works. */
function StateLine({ activity: a }: { activity: CreatorActivity }) {
  if (a.state === 'judging') return <Text className='creator-detail__state'>{`评审中，结果将于 ${activityTime(a.announceTime)} 公布`}</Text>
  if (a.state === 'upcoming') return <Text className='creator-detail__state'>{`活动将于 ${activityTime(a.startTime)} 开始征稿`}</Text>
  if (a.state === 'open' && a.joined) return <Text className='creator-detail__state'>你已参与本活动，可继续投稿</Text>
  return null
}

/** Open: join by submitting a work to it; logged out, the button leads to login and back. */
function JoinBar({ activity: a }: { activity: CreatorActivity }) {
  const token = useToken()
  const join = () => void openPage(token ? paths.creatorSubmitWork(a.id) : loginPageUrl(currentUrl()))
  return (
    <>
      <View className='creator-detail__bar-space' />
      <View className='creator-detail__bar'>
        <Button className='creator-detail__join' variant='primary' onClick={join}>
          {a.joined ? '继续投稿' : '参与活动'}
        </Button>
      </View>
    </>
  )
}

function Detail({ activity: a, reload }: { activity: CreatorActivity; reload: () => unknown }) {
  const tag = ACTIVITY_TAGS[a.state]
  return (
    <View className='creator-detail'>
      <Img className='creator-detail__cover' src={a.cover} alt={a.title} mode='aspectFill' />
      <View className='creator-detail__head'>
        <View className='creator-detail__title-row'>
          <Text className='creator-detail__title'>{a.title}</Text>
          <StatusTag tone={tag.tone}>{tag.text}</StatusTag>
        </View>
        <Text className='creator-detail__theme'>{`主题：${a.theme}`}</Text>
        <Text className='creator-detail__works'>{`已收到 ${a.workCount} 件作品`}</Text>
        <StateLine activity={a} />
      </View>
      <Timeline activity={a} onDeadline={() => void reload()} />
      {a.state === 'ended' && <Winners winners={a.winners} />}
      <MyRewards rewards={a.myRewards} />
      <MyWorks works={a.myWorks} />
      <Rules rules={a.rules} />
      <Rewards rewards={a.rewards} />
      {a.state === 'open' && <JoinBar activity={a} />}
    </View>
  )
}

/** 活动详情: a creator activity's theme, times, rules, rewards and state; my works and rewards there. */
export function ActivityDetailScreen({ id }: { id: number | undefined }) {
  const activity = useQuery(creatorActivityQuery, id !== undefined && [id])
  return (
    <Screen missing={id === undefined && '缺少活动 id，无法打开'} load={activity}>
      {activity.data && <Detail activity={activity.data} reload={activity.reload} />}
    </Screen>
  )
}
