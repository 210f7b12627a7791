import type { MaintenanceRecord } from '@api/car-service'
import { View, Text } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { TYPE_LABELS, yuan } from '../labels'
import './record-item.scss'

/** One visit in the history; tapping opens its items. */
export function RecordItem({ record }: { record: MaintenanceRecord }) {
  return (
    <View className='maintenance-record' role='button' onClick={() => void openPage(paths.maintenanceDetail(record.id))}>
      <View className='maintenance-record__row'>
        <Text className='maintenance-record__type'>{TYPE_LABELS[record.type]}</Text>
        <Text className='maintenance-record__date'>{record.date}</Text>
      </View>
      <Text className='maintenance-record__dealer'>{record.dealerName}</Text>
      <View className='maintenance-record__row'>
        <Text className='maintenance-record__mileage'>{record.mileage} km</Text>
        <Text className='maintenance-record__amount'>{yuan(record.amount)}</Text>
      </View>
    </View>
  )
}
