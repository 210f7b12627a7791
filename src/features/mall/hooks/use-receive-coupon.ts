import { useState } from 'react'
import type { CouponOffer } from '@api/mall'
import { toast } from '@/shared/toast'
import { receiveCoupon } from '../api'

/**
 * Receiving an offered coupon: a guest is sent to log in instead; after a receive the caller
 * reloads so counts and buttons follow the server. Failures are toasted by the request layer.
 */
export function useReceiveCoupon(loggedIn: boolean, onLogin: () => void, onReceived: () => Promise<unknown> | void) {
  const [busyId, setBusyId] = useState<number>()
  const receive = async (offer: CouponOffer) => {
    if (!loggedIn) return onLogin()
    setBusyId(offer.id)
    try {
      await receiveCoupon(offer.id)
      toast('领取成功', 'success')
      await onReceived()
    } catch {
      // The request layer already toasted the server's reason (limit reached, none left...).
    } finally {
      setBusyId(undefined)
    }
  }
  return { busyId, receive }
}
