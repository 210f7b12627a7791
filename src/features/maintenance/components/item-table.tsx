import type { MaintenanceItem } from '@api/car-service'
import { View, Text } from '@tarojs/components'
import { yuan } from '../labels'
import './item-table.scss'

const KIND = { part: '配件', labour: '工时' } as const

/** Parts and labour, each with quantity × unit price and its line total, then the invoice total. */
export function ItemTable({ items, total }: { items: MaintenanceItem[]; total: number }) {
  return (
    <View className='maintenance-items'>
      {items.map((it, i) => (
        <View key={i} className='maintenance-items__line'>
          <View className='maintenance-items__name'>
            <Text className='maintenance-items__kind'>{KIND[it.kind]}</Text>
            <Text>{it.name}</Text>
          </View>
          <Text className='maintenance-items__calc'>
            {it.quantity} × {yuan(it.unitPrice)}
          </Text>
          <Text className='maintenance-items__total'>{yuan(it.total)}</Text>
        </View>
      ))}
      <View className='maintenance-items__sum'>
        <Text>发票合计</Text>
        <Text className='maintenance-items__sum-value'>{yuan(total)}</Text>
      </View>
    </View>
  )
}
