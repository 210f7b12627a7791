import { useCallback, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import type { UserCoupon } from '@api/mall'
import { View } from '@tarojs/components'
import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl, useToken } from '@/core/session'
import { getCouponOffers, getMyCoupons } from '@/features/mall/api'
import { USER_COUPON_TABS } from '@/features/mall/coupon'
import { CouponOffers } from '@/features/mall/components/coupon-offers'
import { EmptyNote, InlineRetry } from '@/features/mall/components/section'
import { UserCouponCard } from '@/features/mall/components/user-coupon-card'
import { usePagedList } from '@/features/mall/hooks/use-paged-list'
import { PageShell } from '@/shared/page-shell'
import './index.scss'

type Tab = UserCoupon['status'] | 'offers'
const TABS: { key: Tab; title: string }[] = [...USER_COUPON_TABS.map((t) => ({ key: t.status, title: t.title })), { key: 'offers', title: '领券中心' }]

/** My coupons by status (unused, used, expired) with their rules, and the coupons on offer. */
export default function CouponsPage() {
  const loggedIn = !!useToken()
  const [tab, setTab] = useState<Tab>(1)
  const toLogin = () => void openPage(loginPageUrl(currentUrl()))
  const loadMine = useCallback((pageNo: number) => getMyCoupons(tab === 'offers' ? 1 : tab, pageNo), [tab])
  const mine = usePagedList(loadMine, (c) => c.userCouponId, loggedIn && tab !== 'offers')
  const loadOffers = useCallback((pageNo: number) => getCouponOffers(pageNo), [])
  const offers = usePagedList(loadOffers, (c) => c.id, tab === 'offers')
  useReachBottom(() => void (tab === 'offers' ? offers.loadMore() : mine.loadMore()))

  return (
    <PageShell>
      <View className='coupons-page__tabs' role='tablist'>
        {TABS.map((t) => (
          <View key={t.key} role='tab' aria-selected={tab === t.key} className={`coupons-page__tab${tab === t.key ? ' coupons-page__tab--on' : ''}`} onClick={() => setTab(t.key)}>
            {t.title}
          </View>
        ))}
      </View>
      <View className='coupons-page__list'>
        {tab === 'offers' ? (
          <CouponOffers offers={offers.loading ? undefined : offers.list} failed={offers.failed} onRetry={() => void offers.reload()} onReceived={offers.reload} loggedIn={loggedIn} onLogin={toLogin} />
        ) : !loggedIn ? (
          <View className='coupons-page__guest' role='button' onClick={toLogin}>
            登录后查看我的优惠券
          </View>
        ) : (
          <>
            {mine.list.map((c) => (
              <UserCouponCard key={c.userCouponId} coupon={c} />
            ))}
            {mine.failed && <InlineRetry text='优惠券加载失败' onRetry={() => void (mine.list.length ? mine.loadMore() : mine.reload())} />}
            {mine.loading && <View className='coupons-page__hint'>加载中…</View>}
            {!mine.loading && !mine.failed && !mine.list.length && <EmptyNote text='这里还没有优惠券' />}
            {mine.loadingMore && <View className='coupons-page__hint'>加载中…</View>}
          </>
        )}
      </View>
    </PageShell>
  )
}
