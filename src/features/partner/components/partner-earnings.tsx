import type { PartnerEarnings as Earnings } from '@api/user'
import { Text, View } from '@tarojs/components'
import { Panel } from '@/shared/panel'
import { formatCount, formatDate } from '@/utils'
import './partner-earnings.scss'

const FIGURES = [
  ['pointsThisMonth', '本月积分'],
  ['pointsTotal', '累计积分'],
  ['rewardsThisMonth', '本月奖励'],
  ['rewardsTotal', '累计奖励'],
] as const

/** What referrals earned: points and rewards this month and in total, and the latest of them. */
export function PartnerEarnings({ earnings }: { earnings: Earnings }) {
  return (
    <Panel className='partner-earnings' title='推荐收益'>
      <View className='partner-earnings__figures'>
        {FIGURES.map(([key, label]) => (
          <View key={key} className='partner-earnings__figure'>
            <Text className='partner-earnings__value'>{formatCount(earnings[key])}</Text>
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
            <Text className='partner-earnings__gain'>
              {[item.points ? `+${item.points} 积分` : '', item.reward ?? ''].filter(Boolean).join(' · ')}
            </Text>
          </View>
        ))
      )}
    </Panel>
  )
}
