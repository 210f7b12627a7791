import type { CouponOffer } from '@api/mall'
import { AfterPaint } from '@/shared/after-paint'
import { useReceiveCoupon } from '../hooks/use-receive-coupon'
import { CouponOfferCard } from './coupon-offer-card'
import { EmptyNote, InlineRetry } from './section'

export interface CouponOffersProps {
  offers?: CouponOffer[]
  failed: boolean
  onRetry: () => void
  /** A guest is sent to log in instead of calling. */
  loggedIn: boolean
  onLogin: () => void
}

/** What the goods page's first screen can show of the list (on a phone, part of the second). */
const FIRST_OFFERS = 2

/** The offers for one goods (the first page) with a receive button each. */
export function CouponOffers({ offers, failed, onRetry, loggedIn, onLogin }: CouponOffersProps) {
  const { busyId, receive } = useReceiveCoupon(loggedIn, onLogin)
  if (failed && !offers) return <InlineRetry text='优惠券加载失败' onRetry={onRetry} />
  if (!offers) return null
  if (!offers.length) return <EmptyNote text='暂无可领取的优惠券' />
  const card = (offer: CouponOffer) => <CouponOfferCard key={offer.id} offer={offer} busy={busyId === offer.id} onReceive={(o) => void receive(o)} />
  return (
    <>
      {offers.slice(0, FIRST_OFFERS).map(card)}
      <AfterPaint>{offers.slice(FIRST_OFFERS).map(card)}</AfterPaint>
    </>
  )
}
