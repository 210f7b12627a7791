import type { Order } from '@api/mall'
import { useEffect, useRef, useState } from 'react'
import { takeOAuthCode } from '@/shared/payment'
import { useWrite } from '@/shared/use-write'
import { bindWechatOpenId } from '../api'
import type { useOrderActions } from './use-order-actions'

/**
 * WeChat's OAuth came back to this order's detail (H5 in WeChat's browser, the user's first
 * payment there): the code leaves the address bar at once, the server keeps the openid it gives,
 * and the payment the user asked for goes on by itself while the order is still unpaid. A failed
 * binding has been toasted by the request layer; 去支付 is still there.
 */
export function usePayAfterOAuth(order: Order | undefined, actions: ReturnType<typeof useOrderActions>): void {
  const [code] = useState(takeOAuthCode)
  const [bound, setBound] = useState(false)
  const bind = useWrite(bindWechatOpenId, { onDone: () => setBound(true) })
  const went = useRef(false)
  useEffect(() => {
    if (code) void bind.run(code)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code this page was opened with
  }, [code])
  useEffect(() => {
    if (!bound || !order || went.current) return
    went.current = true
    if (order.status === 'unpaid') void actions.run(order, 'pay')
  }, [bound, order, actions])
}
