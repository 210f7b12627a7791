import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import './sign-in.scss'

export interface SignInCardProps {
  streak: number
  signed: boolean
  signing: boolean
  /** Point balance; undefined while unknown (a points failure shows nothing, spec §8). */
  points?: number
  /** Points a sign-in gives, from the task. */
  reward?: number
  /** Points this visit's sign-in gave. */
  gained?: number
  onSignIn: () => void
}

export function SignInCard({ streak, signed, signing, points, reward, gained, onSignIn }: SignInCardProps) {
  const label = signed ? '今日已签到' : signing ? '签到中…' : reward ? `签到 +${reward} 积分` : '立即签到'
  return (
    <View className='sign-in-card'>
      <View className='sign-in-card__row'>
        <View className='sign-in-card__stat'>
          <Text className='sign-in-card__label'>已连续签到</Text>
          <Text className='sign-in-card__value sign-in-card__streak'>
            {streak}
            <Text className='sign-in-card__unit'>天</Text>
          </Text>
        </View>
        <View className='sign-in-card__stat'>
          <Text className='sign-in-card__label'>我的积分</Text>
          <Text className='sign-in-card__value sign-in-card__points'>{points ?? '--'}</Text>
        </View>
      </View>
      {gained !== undefined && <Text className='sign-in-card__gained'>本次签到获得 {gained} 积分</Text>}
      <Button
        className='sign-in-card__button'
        variant={signed ? 'secondary' : 'primary'}
        tone='inverse'
        aria-disabled={signed || signing}
        data-signed={signed}
        onClick={signed || signing ? undefined : onSignIn}
      >
        {label}
      </Button>
    </View>
  )
}
