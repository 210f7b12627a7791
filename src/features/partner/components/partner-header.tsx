import type { PartnerHome, PartnerProfile } from '@api/user'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { STAGE_ORDER, STAGES, tierHint } from '../labels'
import './partner-header.scss'

type Counts = PartnerHome['customerCounts']

/** Who the partner is, their tier and how far to the next, and their customers by stage. */
export function PartnerHeader({ profile, counts }: { profile: PartnerProfile; counts: Counts }) {
  const next = profile.nextTierDeals
  const progress = next === null ? 100 : Math.min(100, Math.round((profile.deals / Math.max(next, 1)) * 100))
  return (
    <View className='partner-header'>
      <View className='partner-header__who'>
        <Img className='partner-header__avatar' src={profile.avatarUrl} alt='' />
        <View className='partner-header__text'>
          <Text className='partner-header__name'>{profile.displayName}</Text>
          <Text className='partner-header__tier'>{profile.tierName}</Text>
        </View>
      </View>
      <View className='partner-header__progress' role='progressbar' aria-label='等级进度' aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <View className='partner-header__bar' style={{ width: `${progress}%` }} />
      </View>
      <Text className='partner-header__hint'>{tierHint(profile.deals, next)}</Text>
      <View className='partner-header__counts'>
        {STAGE_ORDER.map((stage) => (
          <View key={stage} className='partner-header__count'>
            <Text className='partner-header__figure'>{counts[stage]}</Text>
            <Text className='partner-header__label'>{STAGES[stage][0]}客户</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
