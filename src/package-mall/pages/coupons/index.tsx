import { useState } from 'react'
import type { UserCoupon } from '@api/mall'
import { View } from '@tarojs/components'
import { useToken } from '@/core/session'
import { couponOffersList, CouponOfferCard, myCouponsList, USER_COUPON_TABS, UserCouponCard, useReceiveCoupon } from '@/features/mall'
import { Screen } from '@/shared/screen'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Tabs, type Tab as TabItem } from '@/shared/tabs'
import { loginHere } from '@/shared/login-prompt'
import './index.scss'

type Tab = UserCoupon['status'] | 'offers'
const TABS: TabItem<Tab>[] = [...USER_COUPON_TABS.map((t) => ({ value: t.status, label: t.title })), { value: 'offers', label: '领券中心' }]

/** My coupons by status (unused, used, expired) with their rules, and the coupons on offer. */
export default function CouponsPage() {
  const loggedIn = !!useToken()
  const [tab, setTab] = useState<Tab>(1)
  const onOffers = tab === 'offers'
  const toLogin = () => void loginHere()
  const mine = usePagedQuery(myCouponsList, loggedIn && tab !== 'offers' && [tab], { keyOf: (c) => c.userCouponId, reachBottom: !onOffers })
  const offers = usePagedQuery(couponOffersList, onOffers && [], { reachBottom: onOffers, swallowed: true })
  const { busyId, receive } = useReceiveCoupon(loggedIn, toLogin)

  return (
    <Screen>
      <Tabs tabs={TABS} value={tab} onChange={setTab} />
      <View className='coupons-page__list'>
        {onOffers ? (
          <PagedListView
            list={offers}
            emptyText='暂无可领取的优惠券'
            renderItem={(offer) => <CouponOfferCard key={offer.id} offer={offer} busy={busyId === offer.id} onReceive={(o) => void receive(o)} />}
          />
        ) : !loggedIn ? (
          <View className='coupons-page__guest' role='button' onClick={toLogin}>
            登录后查看我的优惠券
          </View>
        ) : (
          <PagedListView list={mine} emptyText='这里还没有优惠券' renderItem={(c) => <UserCouponCard key={c.userCouponId} coupon={c} />} />
        )}
      </View>
    </Screen>
  )
}
