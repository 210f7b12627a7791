import { useCallback, useEffect, useState } from 'react'
import type { CouponOffer, GoodsExtra, ItemDetail } from '@api/mall'
import { DEFAULT_POINT_RATIO } from '@/constants'
import { usePainted } from '@/shared/after-paint'
import { getCartCount, getCouponOffers, getGoodsDetail, getGoodsExtra } from '../api'
import { setCartCount } from '../atoms'

export interface GoodsDetailState {
  extra?: GoodsExtra
  detail?: ItemDetail
  offers?: CouponOffer[]
  pointRatio: number
  /** The goods have been painted: calls the first screen does not show may start. */
  painted: boolean
  /** The item itself could not be loaded: the page shows an error with a retry. */
  failed: boolean
  loading: boolean
  detailFailed: boolean
  offersFailed: boolean
  reload: () => void
  reloadDetail: () => void
  reloadOffers: () => Promise<void>
}

/**
 * Spec §4 goods detail init: extra info (item, SKUs, point ratio, default 1), detail and
 * coupons load together and the cart count is reset to 0, then read again when logged in.
 * Each part fails on its own: a missing count or coupon list never hides the goods.
 */
export function useGoodsDetail(itemId: number | undefined, loggedIn: boolean): GoodsDetailState {
  const [extra, setExtra] = useState<GoodsExtra>()
  const [detail, setDetail] = useState<ItemDetail>()
  const [offers, setOffers] = useState<CouponOffer[]>()
  const [loading, setLoading] = useState(itemId !== undefined)
  const [failed, setFailed] = useState(false)
  const [detailFailed, setDetailFailed] = useState(false)
  const [offersFailed, setOffersFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  const loadDetail = useCallback(async (id: number) => {
    const got = await getGoodsDetail(id)
    setDetail(got)
    setDetailFailed(!got)
  }, [])

  const loadOffers = useCallback(async (id: number) => {
    const page = await getCouponOffers(1, id)
    if (page) setOffers(page.list)
    setOffersFailed(!page)
  }, [])

  useEffect(() => {
    if (itemId === undefined) return undefined
    let live = true
    setCartCount(0)
    setLoading(true)
    void getGoodsExtra(itemId).then((got) => {
      if (!live) return
      setExtra(got)
      setFailed(!got)
      setLoading(false)
    })
    void loadDetail(itemId)
    void loadOffers(itemId)
    return () => {
      live = false
    }
  }, [itemId, loggedIn, attempt, loadDetail, loadOffers])

  // The badge is read once the goods are on screen.
  const painted = usePainted(extra !== undefined)
  useEffect(() => {
    if (!painted || !loggedIn) return undefined
    let live = true
    void getCartCount().then((count) => {
      if (live && count !== undefined) setCartCount(count)
    })
    return () => {
      live = false
    }
  }, [painted, loggedIn, attempt])

  return {
    extra,
    detail,
    offers,
    pointRatio: extra?.pointRatio || DEFAULT_POINT_RATIO,
    painted,
    failed,
    loading,
    detailFailed,
    offersFailed,
    reload: () => setAttempt((n) => n + 1),
    reloadDetail: () => {
      if (itemId !== undefined) void loadDetail(itemId)
    },
    reloadOffers: async () => {
      if (itemId !== undefined) await loadOffers(itemId)
    },
  }
}
