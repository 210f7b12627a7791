import type { CouponOffer } from '@api/mall'
import { useWrite } from '@/shared/use-write'
import { receiveCoupon } from '../api'

/**
 * Receiving an offered coupon: a guest is sent to log in instead. The receive marks the offers
 * (the coupon centre's and each goods'), so the lists on screen read again once, and counts and
 * buttons follow the server. Failures are toasted by the request layer.
 */
export function useReceiveCoupon(loggedIn: boolean, onLogin: () => void) {
  const receiving = useWrite(receiveCoupon, { done: '领取成功' })
  const receive = async (offer: CouponOffer) => {
    if (!loggedIn) return onLogin()
    await receiving.run(offer.id)
  }
  return { busyId: receiving.pending?.[0], receive }
}
