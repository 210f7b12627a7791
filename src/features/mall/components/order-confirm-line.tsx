import type { ConfirmLine } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { PriceText } from './price-text'

/** One line of the order: picture, name, SKU, unit price (秒杀 when a flash sale prices it), quantity, and why it cannot be ordered. */
export function OrderConfirmLine({ line }: { line: ConfirmLine }) {
  return (
    <View className={`order-line${line.problem ? ' order-line--problem' : ''}`} data-sku-id={line.skuId}>
      <Img className='order-line__image' src={line.image} mode='aspectFill' alt='' />
      <View className='order-line__body'>
        <Text className='order-line__name'>{line.name}</Text>
        {line.skuName && <Text className='order-line__sku'>{line.skuName}</Text>}
        <View className='order-line__foot'>
          {line.flashSale && <Text className='order-line__flash'>秒杀价</Text>}
          <PriceText fen={line.unitPrice} size='small' />
          <Text className='order-line__quantity'>×{line.quantity}</Text>
        </View>
        {line.problem && (
          <View className='order-line__problem' role='alert'>
            {line.problem}
          </View>
        )}
      </View>
    </View>
  )
}
