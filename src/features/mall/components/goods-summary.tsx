import type { GoodsItem } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { GOODS_STATUS_ON_SALE, PAY_TYPE } from '@/constants'
import { useToken } from '@/core/session'
import { usePointBalance } from '@/entities/points'
import { usePainted } from '@/shared/after-paint'
import { cashPointsText, pointsText, splitCashPoints } from '../money'
import { PriceText } from './price-text'
import './goods-summary.scss'

export interface GoodsSummaryProps {
  item: GoodsItem
  pointRatio: number
  /** A running flash sale shows its own price bar instead of the range. */
  flashSale: boolean
}

/** Why a goods cannot be bought, or '' when it can (spec §4: status 1 is on sale). */
export function unavailableReason(item: Pick<GoodsItem, 'status'>): string {
  return item.status === GOODS_STATUS_ON_SALE ? '' : '商品已下架，暂不能购买'
}

/**
 * The user's balance beside a points price, logged in only. Read once the goods have painted, and
 * here rather than by the page: its answer renders this line, not the whole screen again.
 */
function PointBalanceNote() {
  const loggedIn = !!useToken()
  const painted = usePainted(loggedIn)
  const { balance } = usePointBalance(loggedIn && painted)
  return balance === undefined ? null : <Text className='goods-summary__balance'>可用 {pointsText(balance)}</Text>
}

/** Price range, origin price, points price, name, tags, sales and the sale status. */
export function GoodsSummary({ item, pointRatio, flashSale }: GoodsSummaryProps) {
  const mixed = item.payType === PAY_TYPE.MIXED_POINTS
  const reason = unavailableReason(item)
  return (
    <View className='goods-summary'>
      {!flashSale && (
        <View className='goods-summary__prices'>
          <PriceText fen={item.lowPrice} highFen={item.highPrice} size='large' />
          {item.originPrice > item.lowPrice && <PriceText fen={item.originPrice} strike className='goods-summary__origin' />}
        </View>
      )}
      {mixed && (
        <View className='goods-summary__points'>
          <Text>积分价 {cashPointsText(splitCashPoints(item.lowPrice, item.payType, item.maxPointPrice, pointRatio))} 起</Text>
          <PointBalanceNote />
        </View>
      )}
      <Text className='goods-summary__name'>{item.name}</Text>
      {!!item.advertise && <Text className='goods-summary__ad'>{item.advertise}</Text>}
      <View className='goods-summary__meta'>
        <View className='goods-summary__tags'>
          {item.activityTags.map((tag) => (
            <Text key={tag} className='goods-summary__tag'>
              {tag}
            </Text>
          ))}
        </View>
        <Text className='goods-summary__sold'>已售 {item.saleQuantity}</Text>
      </View>
      {reason && (
        <View className='goods-summary__off' role='alert'>
          {reason}
        </View>
      )}
    </View>
  )
}
