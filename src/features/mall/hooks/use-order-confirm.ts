import { useCallback, useState } from 'react'
import type { OrderConfirmBody, OrderSubmitBody } from '@api/mall'
import { maxLength, noDraft, on, toastFirstError, useForm } from '@/shared/form'
import { useSubscribe } from '@/shared/subscribe'
import { toast } from '@/shared/toast'
import { useQuery } from '@/shared/use-load'
import { told, useRequestId } from '@/shared/use-write'
import { PAY_TYPE } from '@/constants'
import { submitOrder } from '../api'
import { afterSubmit } from '../order/after-submit'
import { isPriceChanged, submitBlocker } from '../order/confirm'
import { ORDER_LIMITS } from '../order/limits'
import { bestCoupon, judgeCoupon, orderAmounts, pointsRange } from '../order/pricing'
import { confirmQuery } from '../queries'

export interface OrderDraft {
  addressId?: number
  remark: string
}

const refusalText = (error: unknown) => (error instanceof Error && error.message ? error.message : '网络异常，请稍后重试')

/**
 * The confirm screen's state: the server's pricing of the lines, the coupon (the best usable one
 * until the user picks), the points (the most allowed until the user picks), the address and the
 * remark, and the submit. One idempotency key per order (useRequestId, in the body, where the
 * route reads it): a double tap or a retry after a time-out sends the same key, so the server
 * makes one order; only a changed order (another choice, a price moved) gets a new one. A placed
 * order is paid (or settled) at once and its detail takes the page's place (afterSubmit); the
 * key is renewed only after both, so a retry after a failed payment step gets the same order.
 */
export function useOrderConfirm(body: OrderConfirmBody | undefined) {
  const confirm = useQuery(confirmQuery, body ? [body] : null)
  const data = confirm.data
  // undefined: the best usable coupon; null: none.
  const [couponChoice, setCouponChoice] = useState<number | null>()
  // undefined: the most points the order allows.
  const [pointsChoice, setPointsChoice] = useState<number>()
  // Bumped when the server says a price moved: the re-priced order is a new request.
  const [round, setRound] = useState(0)
  const withId = useRequestId()
  const subscribe = useSubscribe('orderPaid')

  const lines = data?.lines ?? []
  const coupons = data?.coupons ?? []
  const now = data ? Date.parse(data.now) : 0
  const ratio = data?.pointRatio ?? 1
  const balance = data?.pointBalance ?? 0
  const picked = coupons.find((c) => c.userCouponId === couponChoice && judgeCoupon(c, lines, now).usable)
  const coupon = couponChoice === null ? undefined : picked ?? bestCoupon(coupons, lines, now)
  const range = pointsRange(lines, coupon ? judgeCoupon(coupon, lines, now).discount : 0, ratio, balance)
  const amounts = orderAmounts(lines, coupon, pointsChoice ?? range.max, ratio, balance, now)

  const form = useForm<OrderDraft, 'order' | 'remark'>({
    initial: { remark: '' },
    rules: {
      order: (v) => (data ? submitBlocker(lines, data.needsAddress, v.addressId, range) : '订单信息加载中，请稍候') || undefined,
      remark: on('remark', maxLength(ORDER_LIMITS.remark, `备注最多 ${ORDER_LIMITS.remark} 个字`)),
    },
    onInvalid: toastFirstError,
    draft: noDraft('orderConfirm'),
  })
  const { set } = form
  const chooseAddress = useCallback((addressId: number) => set({ addressId }), [set])

  const submit = () =>
    form.submit(async (values) => {
      if (!body || !data) return
      const sent: Omit<OrderSubmitBody, 'requestId'> = {
        lines: body.lines,
        source: body.source,
        addressId: data.needsAddress ? values.addressId : undefined,
        userCouponId: coupon?.userCouponId,
        points: amounts.points,
        remark: values.remark.trim(),
        expectedCash: amounts.cash,
      }
      // The tap on 提交订单 asks WeChat for the new order's message (the mini-program only); the
      // payment waits for that panel's answer, so the pay sheet never opens under it.
      await withId([sent, round], (requestId) =>
        subscribe(submitOrder({ requestId, ...sent }), (order) => order.id).then(afterSubmit, (error: unknown) => {
          // The call does not toast: the refusal names the item, coupon or points; all choices stay.
          toast(refusalText(error))
          if (isPriceChanged(error)) {
            setRound((r) => r + 1)
            void confirm.reload()
          }
          // told: toasted here; the submit bar keeps the server's reason beside what was typed.
          throw told(error instanceof Error ? error.message : '')
        }),
      )
    })

  return {
    confirm,
    coupon,
    range,
    amounts,
    /** Some line is paid partly in points (payType 4): the points row shows. */
    mixed: lines.some((l) => l.payType === PAY_TYPE.MIXED_POINTS),
    blocker: data ? submitBlocker(lines, data.needsAddress, form.values.addressId, range) : '',
    form,
    chooseAddress,
    chooseCoupon: setCouponChoice,
    choosePoints: setPointsChoice,
    submit,
  }
}

export type OrderConfirmState = ReturnType<typeof useOrderConfirm>
