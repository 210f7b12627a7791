import { useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { GOODS_TYPE } from '@/constants'
import { queryId } from '@/core/navigation'
import { useToken } from '@/core/session'
import { BuyBar, ChosenRow, CouponOffers, FlashSaleBar, GoodsGallery, GoodsRichDetail, GoodsSummary, LazySkuSheet, RecommendGrid, ReviewList, runningFlashSale, Section, unavailableReason, useAddToCart, useBuyNow, useGoodsDetail, useSkuChoice, VoucherInfo } from '@/features/mall'
import { AfterPaint } from '@/shared/after-paint'
import { Screen } from '@/shared/screen'
import { usePageShare } from '@/shared/share'
import { Staged, WhenVisible } from '@/shared/when-visible'
import { paths } from '@/routes'
import { loginHere } from '@/shared/login-prompt'
import './index.scss'

/** Goods detail (`?id=`): the item, its SKUs, coupons, reviews, detail and recommendations. */
export default function GoodsDetailPage() {
  const itemId = queryId(useRouter().params.id)
  const loggedIn = !!useToken()
  // The balance, the cart badge and the recommendations are read by the parts that show them,
  // once the goods have painted: their answers render those parts, not this whole screen again.
  const goods = useGoodsDetail(itemId)

  const { extra } = goods
  usePageShare({ title: extra?.item.name ?? '商品详情', path: itemId ? paths.goodsDetail(itemId) : undefined, imageUrl: extra?.item.mainImage })
  // Read again when the sale's countdown ends, so the activity prices go without a reload.
  const [saleClock, setSaleClock] = useState(() => Date.now())
  const flashSale = useMemo(() => (extra ? runningFlashSale(extra.item, saleClock) : undefined), [extra, saleClock])
  const choice = useSkuChoice(extra, flashSale)
  const [sheetOpen, setSheetOpen] = useState(false)
  const cart = useAddToCart(choice, loggedIn, () => setSheetOpen(false))
  const buyNow = useBuyNow(choice, loggedIn, () => setSheetOpen(false))
  const openSheet = () => (loggedIn ? setSheetOpen(true) : toLogin())
  const toLogin = () => void loginHere()

  const blocked = extra ? unavailableReason(extra.item) : ''
  return (
    <Screen missing={itemId === undefined && '商品编号缺失，无法打开该商品'} unknown='该商品不存在或已下架' load={goods.main}>
      {extra && (
        <View className='goods-detail-page'>
          {/* The gallery, the flash sale and the price and name a task each; the rest (the buy bar
              is fixed) a paint later, a part a task. */}
          <Staged>
            <GoodsGallery images={goods.detail?.images.length ? goods.detail.images : [extra.item.mainImage]} name={extra.item.name} />
            {flashSale && <FlashSaleBar activity={flashSale} originFen={extra.item.lowPrice} onEnd={() => setSaleClock(Date.now())} />}
            <GoodsSummary item={extra.item} pointRatio={goods.pointRatio} flashSale={!!flashSale} />
          </Staged>
          <AfterPaint>
            <Staged>
            <ChosenRow choice={choice} onOpen={() => setSheetOpen(true)} />
            {(goods.offersFailed || !!goods.offers?.length) && (
              <Section title='领券'>
                <CouponOffers
                  offers={goods.offers}
                  failed={goods.offersFailed}
                  onRetry={() => void goods.reloadOffers()}
                  loggedIn={loggedIn}
                  onLogin={toLogin}
                />
              </Section>
            )}
            {extra.item.type === GOODS_TYPE.VOUCHER && extra.item.extra && <VoucherInfo extra={extra.item.extra} />}
            <WhenVisible>
              <ReviewList itemId={extra.item.id} />
              <GoodsRichDetail detail={goods.detail} failed={goods.detailFailed} onRetry={goods.reloadDetail} />
              <RecommendGrid itemId={extra.item.id} />
            </WhenVisible>
            <BuyBar blockedReason={blocked} onAddToCart={openSheet} onBuyNow={openSheet} />
            <LazySkuSheet
              visible={sheetOpen}
              onClose={() => setSheetOpen(false)}
              extra={extra}
              choice={choice}
              pointRatio={goods.pointRatio}
              blockedReason={blocked}
              busy={cart.busy}
              onConfirm={() => void cart.add()}
              onBuyNow={() => void buyNow()}
            />
            </Staged>
          </AfterPaint>
        </View>
      )}
    </Screen>
  )
}
