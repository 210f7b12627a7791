import type { CouponOffer } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { faceYuan, obtainText, receiveState, scopeText, thresholdText, validityText } from '../coupon'
import './coupon-card.scss'

export interface CouponOfferCardProps {
  offer: CouponOffer
  busy: boolean
  onReceive: (offer: CouponOffer) => void
}

/** A coupon on offer: face value and threshold, rules, validity, and the receive button. */
export function CouponOfferCard({ offer, busy, onReceive }: CouponOfferCardProps) {
  const state = receiveState(offer)
  return (
    <View className='coupon-card' data-coupon-id={offer.id}>
      <View className='coupon-card__face'>
        <Text className='coupon-card__worth'>
          <Text className='coupon-card__sign'>¥</Text>
          {faceYuan(offer.worth)}
        </Text>
        <Text className='coupon-card__threshold'>{thresholdText(offer.threshold)}</Text>
      </View>
      <View className='coupon-card__rules'>
        <Text className='coupon-card__name'>{offer.name}</Text>
        <Text className='coupon-card__line'>
          {scopeText(offer.applicabilityType)} · {obtainText(offer.obtainTimes)}
        </Text>
        <Text className='coupon-card__line'>{validityText(offer)}</Text>
        {offer.receivedTimes > 0 && <Text className='coupon-card__line'>已领 {offer.receivedTimes} 张</Text>}
      </View>
      <Button
        className={`coupon-card__action${state.enabled ? '' : ' coupon-card__action--off'}`}
        variant='primary'
        size='s'
        tone='mall'
        disabled={!state.enabled || busy}
        onClick={() => state.enabled && onReceive(offer)}
      >
        {busy ? '领取中' : state.label}
      </Button>
    </View>
  )
}
