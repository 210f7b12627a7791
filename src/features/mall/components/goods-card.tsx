import type { GoodsItem } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { GOODS_TYPE, PAY_TYPE } from '@/constants'
import { Img } from '@/shared/img'
import { paths } from '@/routes'
import { PriceText } from './price-text'
import './goods-card.scss'

type CardGoods = Pick<GoodsItem, 'id' | 'name' | 'mainImage' | 'lowPrice' | 'payType' | 'type' | 'maxPointPrice'>

/** A goods tile of the category grid and the recommend list; opens the detail. */
export function GoodsCard({ goods, compact }: { goods: CardGoods; compact?: boolean }) {
  return (
    <View
      className={`goods-card${compact ? ' goods-card--compact' : ''}`}
      role='link'
      aria-label={goods.name}
      onClick={() => void openPage(paths.goodsDetail(goods.id))}
    >
      <Img className='goods-card__image' src={goods.mainImage} mode='aspectFill' lazyLoad alt='' />
      <View className='goods-card__body'>
        <Text className='goods-card__name'>{goods.name}</Text>
        <View className='goods-card__tags'>
          {goods.type === GOODS_TYPE.VOUCHER && <Text className='goods-card__tag'>到店券</Text>}
          {goods.payType === PAY_TYPE.MIXED_POINTS && <Text className='goods-card__tag goods-card__tag--points'>积分抵现</Text>}
        </View>
        <PriceText fen={goods.lowPrice} size='small' />
      </View>
    </View>
  )
}
