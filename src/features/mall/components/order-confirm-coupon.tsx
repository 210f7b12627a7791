import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { InfoRow } from '@/shared/info-row'
import { Popup } from '@/shared/popup'
import { faceYuan, thresholdText, userCouponValidity } from '../coupon'
import { yuanText } from '../money'
import type { JudgedCoupon } from '../order/confirm'
import './order-confirm-coupon.scss'

export interface OrderConfirmCouponProps {
  /** Every coupon of mine, judged against the order (usable ones first). */
  coupons: JudgedCoupon[]
  /** The coupon applied (undefined: none). */
  chosenId: number | undefined
  discount: number
  /** A coupon's id, or null for 不使用优惠券. */
  onChoose: (userCouponId: number | null) => void
}

function rowText(coupons: JudgedCoupon[], chosen: JudgedCoupon | undefined, discount: number): string {
  if (chosen) return `-${yuanText(discount)}（${chosen.name}）`
  const usable = coupons.filter((c) => c.usable).length
  return usable ? `不使用优惠券（${usable} 张可用）` : '暂无可用优惠券'
}

/** The coupon row; a tap opens the sheet of all my coupons, with why an unusable one cannot be used. */
export function OrderConfirmCoupon({ coupons, chosenId, discount, onChoose }: OrderConfirmCouponProps) {
  const [open, setOpen] = useState(false)
  const chosen = coupons.find((c) => c.userCouponId === chosenId)
  const choose = (id: number | null) => {
    onChoose(id)
    setOpen(false)
  }
  return (
    <>
      <InfoRow label='优惠券' className='order-coupon__row' onTap={coupons.length ? () => setOpen(true) : undefined}>
        <Text className={`order-coupon__value${chosen ? ' order-coupon__value--on' : ''}`}>{rowText(coupons, chosen, discount)}</Text>
      </InfoRow>
      <Popup visible={open} position='bottom' round closeable onClose={() => setOpen(false)} className='order-coupon' closeAriaLabel='关闭'>
        <View className='order-coupon__title' role='heading' aria-level={2}>
          选择优惠券
        </View>
        <View className='order-coupon__list' role='radiogroup' aria-label='优惠券'>
          {coupons.map((c) => (
            <View
              key={c.userCouponId}
              className={`order-coupon__item${c.usable ? '' : ' order-coupon__item--off'}${c.userCouponId === chosenId ? ' order-coupon__item--on' : ''}`}
              role='radio'
              aria-checked={c.userCouponId === chosenId}
              aria-disabled={!c.usable}
              data-coupon-id={c.userCouponId}
              onClick={() => c.usable && choose(c.userCouponId)}
            >
              <View className='order-coupon__face'>
                <Text className='order-coupon__worth'>¥{faceYuan(c.worth)}</Text>
                <Text className='order-coupon__threshold'>{thresholdText(c.threshold)}</Text>
              </View>
              <View className='order-coupon__rules'>
                <Text className='order-coupon__name'>{c.name}</Text>
                <Text className='order-coupon__line'>有效期 {userCouponValidity(c)}</Text>
                {!c.usable && <Text className='order-coupon__reason'>{c.reason}</Text>}
              </View>
            </View>
          ))}
          <View
            className={`order-coupon__item order-coupon__none${chosenId === undefined ? ' order-coupon__item--on' : ''}`}
            role='radio'
            aria-checked={chosenId === undefined}
            onClick={() => choose(null)}
          >
            不使用优惠券
          </View>
        </View>
      </Popup>
    </>
  )
}
