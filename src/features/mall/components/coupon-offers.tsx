import { useState } from 'react'
import Taro from '@tarojs/taro'
import type { CouponOffer } from '@api/mall'
import { TOAST_DEFAULT_DURATION } from '@/constants'
import { receiveCoupon } from '../api'
import { CouponOfferCard } from './coupon-offer-card'
import { EmptyNote, InlineRetry } from './section'

export interface CouponOffersProps {
  offers?: CouponOffer[]
  failed: boolean
  onRetry: () => void
  /** Reload after a receive, so counts and buttons follow the server. */
  onReceived: () => Promise<void> | void
  /** A guest is sent to log in instead of calling. */
  loggedIn: boolean
  onLogin: () => void
}

/** The coupons on offer with a receive button each; failures of a receive are toasted by the request layer. */
export function CouponOffers({ offers, failed, onRetry, onReceived, loggedIn, onLogin }: CouponOffersProps) {
  const [busyId, setBusyId] = useState<number>()

  const receive = async (offer: CouponOffer) => {
    if (!loggedIn) return onLogin()
    setBusyId(offer.id)
    try {
      await receiveCoupon(offer.id)
      void Taro.showToast({ title: '领取成功', icon: 'success', duration: TOAST_DEFAULT_DURATION })
      await onReceived()
    } catch {
      // The request layer already toasted the server's reason (limit reached, none left...).
    } finally {
      setBusyId(undefined)
    }
  }

  if (failed && !offers) return <InlineRetry text='优惠券加载失败' onRetry={onRetry} />
  if (!offers) return null
  if (!offers.length) return <EmptyNote text='暂无可领取的优惠券' />
  return (
    <>
      {offers.map((offer) => (
        <CouponOfferCard key={offer.id} offer={offer} busy={busyId === offer.id} onReceive={(o) => void receive(o)} />
      ))}
    </>
  )
}
