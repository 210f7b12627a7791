import { Fragment, type ReactNode } from 'react'
import type { OrderLine } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { yuanText } from '../money'
import './order-list.scss'

/**
 * An order's goods: picture, name, SKU, unit price and quantity (the list's rows and the detail).
 * `below` adds a line's own row under it (the detail's after-sale entry).
 */
export function OrderLines({ lines, below }: { lines: OrderLine[]; below?: (line: OrderLine) => ReactNode }) {
  return (
    <View className='order-lines'>
      {lines.map((line) => (
        <Fragment key={line.skuId}>
          <View className='order-line' data-sku-id={line.skuId}>
            <Img className='order-line__image' src={line.image} mode='aspectFill' alt='' />
            <View className='order-line__body'>
              <Text className='order-line__name'>{line.name}</Text>
              {!!line.skuName && <Text className='order-line__sku'>{line.skuName}</Text>}
            </View>
            <View className='order-line__side'>
              <Text className='order-line__price'>{yuanText(line.unitPrice)}</Text>
              <Text className='order-line__quantity'>×{line.quantity}</Text>
            </View>
          </View>
          {below?.(line)}
        </Fragment>
      ))}
    </View>
  )
}
