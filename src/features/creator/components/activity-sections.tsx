import { Text, View } from '@tarojs/components'
import type { CreatorActivity } from '@api/posts'
import { countdownText, useCountdown } from '@/shared/countdown'
import { Img } from '@/shared/img'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { activityTime } from '../activity-labels'

/** Start, deadline (counting down while open; its end reads the activity again) and announcement. */
export function Timeline({ activity: a, onDeadline }: { activity: CreatorActivity; onDeadline: () => void }) {
  const left = useCountdown(a.state === 'open' ? a.deadline : undefined, onDeadline)
  return (
    <Panel title='活动时间'>
      <InfoRow label='开始'>{activityTime(a.startTime)}</InfoRow>
      <InfoRow label='截止'>
        <Text>{activityTime(a.deadline)}</Text>
        {left.running && <Text className='creator-detail__countdown'>{`还剩 ${countdownText(left)}`}</Text>}
      </InfoRow>
      <InfoRow label='公布'>{activityTime(a.announceTime)}</InfoRow>
    </Panel>
  )
}

export function Rules({ rules }: { rules: string[] }) {
  if (!rules.length) return null
  return (
    <Panel title='活动规则'>
      <View className='creator-detail__rules' role='list'>
        {rules.map((rule, i) => (
          <View key={i} className='creator-detail__rule' role='listitem'>{`${i + 1}. ${rule}`}</View>
        ))}
      </View>
    </Panel>
  )
}

export function Rewards({ rewards }: { rewards: CreatorActivity['rewards'] }) {
  if (!rewards.length) return null
  return (
    <Panel title='活动奖励'>
      {rewards.map((r) => (
        <View key={r.name} className='creator-detail__reward'>
          <Text className='creator-detail__reward-name'>{r.name}</Text>
          <Text className='creator-detail__reward-prize'>{r.prize}</Text>
          <Text className='creator-detail__reward-count'>{`${r.count} 名`}</Text>
        </View>
      ))}
    </Panel>
  )
}

/** Ended: who won what, with the work that won it. */
export function Winners({ winners }: { winners: CreatorActivity['winners'] }) {
  return (
    <Panel title='获奖名单'>
      {winners.length === 0 && <Text className='creator-detail__note'>本次活动暂无获奖作品</Text>}
      {winners.map((w, i) => (
        <View key={i} className='creator-detail__winner'>
          <Img className='creator-detail__avatar' src={w.avatarUrl} alt='' mode='aspectFill' />
          <View className='creator-detail__winner-text'>
            <Text className='creator-detail__winner-name'>{w.displayName}</Text>
            <Text className='creator-detail__winner-work'>{`《${w.workTitle}》`}</Text>
          </View>
          <Text className='creator-detail__winner-reward'>{w.rewardName}</Text>
        </View>
      ))}
    </Panel>
  )
}
