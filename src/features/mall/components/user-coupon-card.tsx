import type { UserCoupon } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { faceYuan, scopeText, thresholdText, userCouponValidity } from '../coupon'
import './coupon-card.scss'

const STAMP: Record<UserCoupon['status'], string> = { 1: '', 2: '已使用', 3: '已过期' }
const MOD: Record<UserCoupon['status'], string> = { 1: '', 2: ' coupon-card--used', 3: ' coupon-card--expired' }

/** A coupon I received, with its rules and window; used and expired ones greyed and stamped. */
export function UserCouponCard({ coupon }: { coupon: UserCoupon }) {
  return (
    <View className={`coupon-card${MOD[coupon.status]}`}>
      <View className='coupon-card__face'>
        <Text className='coupon-card__worth'>
          <Text className='coupon-card__sign'>¥</Text>
          {faceYuan(coupon.worth)}
        </Text>
        <Text className='coupon-card__threshold'>{thresholdText(coupon.threshold)}</Text>
      </View>
      <View className='coupon-card__rules'>
        <Text className='coupon-card__name'>{coupon.name}</Text>
        <Text className='coupon-card__line'>{scopeText(coupon.applicabilityType)}</Text>
        <Text className='coupon-card__line'>{coupon.description}</Text>
        <Text className='coupon-card__line'>有效期 {userCouponValidity(coupon)}</Text>
      </View>
      {STAMP[coupon.status] && <Text className='coupon-card__stamp'>{STAMP[coupon.status]}</Text>}
    </View>
  )
}
