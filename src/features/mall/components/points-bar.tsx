import { Text, View } from '@tarojs/components'
import type { PointBalance } from '@/entities/points'
import './points-bar.scss'

export interface PointsBarProps {
  loggedIn: boolean
  points: PointBalance
  onLogin: () => void
  /** Shown as a link on the right, e.g. 我的勋章. */
  action?: { label: string; onClick: () => void }
}

/**
 * The point balance on mall screens. A failed load is swallowed (spec §8): the bar says
 * the balance is unavailable and offers a retry; a guest is asked to log in.
 */
export function PointsBar({ loggedIn, points, onLogin, action }: PointsBarProps) {
  let body
  if (!loggedIn) {
    body = (
      <View className='points-bar__login' role='button' onClick={onLogin}>
        登录后查看积分
      </View>
    )
  } else if (points.failed) {
    body = (
      <View className='points-bar__muted'>
        <Text>积分暂时无法获取</Text>
        <View className='points-bar__retry' role='button' onClick={points.retry}>
          重试
        </View>
      </View>
    )
  } else {
    body = (
      <Text className='points-bar__text'>
        我的积分 <Text className='points-bar__value'>{points.loading ? '…' : points.balance ?? 0}</Text>
      </Text>
    )
  }
  return (
    <View className='points-bar'>
      {body}
      {action && loggedIn && (
        <View className='points-bar__action' role='button' onClick={action.onClick}>
          {action.label}
        </View>
      )}
    </View>
  )
}
