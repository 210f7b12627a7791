import { Text, View } from '@tarojs/components'
import type { CreatorActivity, MyReward } from '@api/posts'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Panel } from '@/shared/panel'
import { StatusTag } from '@/shared/status-tag'
import { REWARD_TAGS, shipToText, WORK_TAGS } from '../activity-labels'

/** My works submitted to the activity, each with where its review stands. */
export function MyWorks({ works }: { works: CreatorActivity['myWorks'] }) {
  if (!works.length) return null
  return (
    <Panel title='我的作品' extra={`${works.length} 件`}>
      {works.map((w) => (
        <View key={w.id} className='creator-detail__work' data-work-id={w.id}>
          <Text className='creator-detail__work-title'>{w.title}</Text>
          <StatusTag tone={WORK_TAGS[w.state].tone}>{WORK_TAGS[w.state].text}</StatusTag>
        </View>
      ))}
    </Panel>
  )
}

/** A reward waits for my address, can have it changed until it ships, then shows where it went. */
function RewardRow({ reward: r }: { reward: MyReward }) {
  const tag = REWARD_TAGS[r.state]
  const choose = () => void openPage(paths.creatorChooseAddress(r.id))
  return (
    <View className='creator-detail__my-reward' data-reward-id={r.id}>
      <View className='creator-detail__my-reward-head'>
        <Text className='creator-detail__my-reward-name'>{`${r.rewardName} · ${r.prize}`}</Text>
        <StatusTag tone={tag.tone}>{tag.text}</StatusTag>
      </View>
      {r.shipTo && <Text className='creator-detail__ship-to'>{`收货地址：${shipToText(r.shipTo)}`}</Text>}
      {r.state === 'choose' && (
        <Button className='creator-detail__choose' variant='secondary' size='s' onClick={choose}>
          选择收货地址
        </Button>
      )}
      {r.state === 'chosen' && (
        <Button className='creator-detail__change' variant='secondary' size='s' onClick={choose}>
          修改
        </Button>
      )}
    </View>
  )
}

export function MyRewards({ rewards }: { rewards: MyReward[] }) {
  if (!rewards.length) return null
  return (
    <Panel title='我的奖品'>
      {rewards.map((r) => (
        <RewardRow key={r.id} reward={r} />
      ))}
    </Panel>
  )
}
