import { useState } from 'react'
import Taro from '@tarojs/taro'
import type { CouponOffer } from '@api/mall'
import { TOAST_DEFAULT_DURATION } from '@/constants'
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
      void Taro.showToast({ title: '领取成功', icon: 'success', duration: TOAST_DEFAULT_DURATION })
      await onReceived()
    } catch {
      // The request layer already toasted the server's reason (limit reached, none left...).
    } finally {
      setBusyId(undefined)
    }
  }
  return { busyId, receive }
}
