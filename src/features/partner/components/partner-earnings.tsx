import type { PartnerEarnings as Earnings } from '@api/user'
import { Text, View } from '@tarojs/components'
import { Panel } from '@/shared/panel'
import { formatDate } from '@/utils'
import { gainText } from '../stage-rule'
import './partner-earnings.scss'

const FIGURES = [
  ['pointsThisMonth', '本月积分'],
  ['pointsTotal', '累计积分'],
  ['rewardsThisMonth', '本月奖励'],
  ['rewardsTotal', '累计奖励'],
] as const

/** What referrals earned: points and rewards this month and in total, and the latest credits, each saying what earned it (推荐客户 刘*洋 完成试驾). */
export function PartnerEarnings({ earnings }: { earnings: Earnings }) {
  return (
    <Panel className='partner-earnings' title='推荐收益'>
      <View className='partner-earnings__figures'>
        {FIGURES.map(([key, label]) => (
          <View key={key} className='partner-earnings__figure'>
            {/* Exact, not 1w+: the credits listed below must add up to what shows here. */}
            <Text className='partner-earnings__value'>{String(earnings[key])}</Text>
            <Text className='partner-earnings__label'>{label}</Text>
          </View>
        ))}
      </View>
      {earnings.recent.length === 0 ? (
        <Text className='partner-earnings__none'>还没有收益，推荐好友留资即可获得积分</Text>
      ) : (
        earnings.recent.map((item, i) => (
          <View key={i} className='partner-earnings__item'>
            <View className='partner-earnings__what'>
              <Text className='partner-earnings__title'>{item.title}</Text>
              <Text className='partner-earnings__date'>{formatDate(item.at)}</Text>
            </View>
            <Text className='partner-earnings__gain'>{gainText(item.points, item.reward)}</Text>
          </View>
        ))
      )}
    </Panel>
  )
}
