import type { CouponOffer } from '@api/mall'
import { useWrite } from '@/shared/use-write'
import { receiveCoupon } from '../api'

/**
 * Receiving an offered coupon: a guest is sent to log in instead; after a receive the caller
 * reloads so counts and buttons follow the server. Failures are toasted by the request layer.
 */
export function useReceiveCoupon(loggedIn: boolean, onLogin: () => void, onReceived: () => Promise<unknown> | void) {
  const receiving = useWrite(receiveCoupon, { done: '领取成功', onDone: () => onReceived() })
  const receive = async (offer: CouponOffer) => {
    if (!loggedIn) return onLogin()
    await receiving.run(offer.id)
  }
  return { busyId: receiving.pending?.[0], receive }
}
