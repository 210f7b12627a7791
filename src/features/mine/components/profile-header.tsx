import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { maskMobile } from '@/utils'
import './mine.scss'

export interface ProfileHeaderProps {
  displayName: string
  avatarUrl: string
  mobile: string
  /** Point balance; undefined when unknown. */
  points?: number
  /** A compact medal row, composed by the page. */
  medals?: ReactNode
  onPoints?: () => void
}

export function ProfileHeader({ displayName, avatarUrl, mobile, points, medals, onPoints }: ProfileHeaderProps) {
  return (
    <View className='mine-profile'>
      <View className='mine-profile__row'>
        <Img className='mine-profile__avatar' src={avatarUrl} mode='aspectFill' alt='' />
        <View className='mine-profile__who'>
          <Text className='mine-profile__name'>{displayName}</Text>
          <Text className='mine-profile__mobile'>{maskMobile(mobile)}</Text>
        </View>
      </View>
      <View className='mine-profile__stats'>
        <View className='mine-profile__stat' role='link' onClick={onPoints}>
          <Text className='mine-profile__value mine-profile__points'>{points ?? '--'}</Text>
          <Text className='mine-profile__label'>积分</Text>
        </View>
        {medals}
      </View>
    </View>
  )
}
