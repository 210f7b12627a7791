import { useEffect } from 'react'
import type { CouponOffer, GoodsExtra, ItemDetail } from '@api/mall'
import { DEFAULT_POINT_RATIO } from '@/constants'
import { invalidate } from '@/core/query'
import type { MainLoad } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { setCartCount } from '../atoms'
import { cartCountQuery } from '../browse-queries'
import { goodsDetailQuery, goodsExtraQuery, goodsOffersQuery } from '../goods-queries'

export interface GoodsDetailState {
  extra?: GoodsExtra
  detail?: ItemDetail
  offers?: CouponOffer[]
  pointRatio: number
  /** The item itself, for the screen's frame: its failure is the screen's error view. */
  main: MainLoad
  detailFailed: boolean
  offersFailed: boolean
  reloadDetail: () => void
  reloadOffers: () => Promise<void>
}

const ITEM_FAILED = new Error('商品信息加载失败，请稍后重试')

/**
 * Spec §4 goods detail init: extra info (item, SKUs, point ratio, default 1), detail and
 * coupons load together (each through the data cache) and the cart count is reset to 0, then
 * read again once the goods are on screen (logged in). These calls swallow their failures
 * (spec §8: undefined), so each part fails on its own: a missing count or coupon list never
 * hides the goods.
 */
export function useGoodsDetail(itemId: number | undefined): GoodsDetailState {
  const goods: [number] | null = itemId === undefined ? null : [itemId]
  const extra = useQuery(goodsExtraQuery, goods)
  const detail = useQuery(goodsDetailQuery, goods)
  const offers = useQuery(goodsOffersQuery, goods)

  useEffect(() => {
    if (itemId === undefined) return
    setCartCount(0)
    invalidate(cartCountQuery.text())
  }, [itemId])

  const itemFailed = goods !== null && !extra.loading && !extra.data
  return {
    extra: extra.data,
    detail: detail.data,
    offers: offers.data?.list,
    pointRatio: extra.data?.pointRatio || DEFAULT_POINT_RATIO,
    // An unknown item keeps the server's 404 (the frame says the link is bad); any other failure gave nothing back.
    main: { data: extra.data, loading: extra.loading, error: itemFailed ? (extra.error ?? ITEM_FAILED) : undefined, reload: extra.reload },
    detailFailed: !detail.loading && !detail.data,
    offersFailed: !offers.loading && !offers.data,
    reloadDetail: () => void detail.reload(),
    reloadOffers: offers.reload,
  }
}
