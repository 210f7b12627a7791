import dayjs from 'dayjs'
import type { OwnedCar } from '@api/car-service'
import { View, Text } from '@tarojs/components'
import { nextMaintenance, nextMaintenanceText } from '../next-maintenance'
import './next-maintenance-card.scss'

/** When the chosen car is next due; before its first routine maintenance the purchase counts. */
export function NextMaintenanceCard({ car, today = dayjs().format('YYYY-MM-DD') }: { car: OwnedCar; today?: string }) {
  const last = car.lastRoutine ?? { date: car.purchaseDate, mileage: 0 }
  const next = nextMaintenance(last, car.plan, car.mileage, today)
  return (
    <View className='maintenance-next'>
      <Text className='maintenance-next__text'>{nextMaintenanceText(next)}</Text>
      {next.overdue && <Text className='maintenance-next__overdue'>已超期</Text>}
      <Text className='maintenance-next__now'>当前里程 {car.mileage} km</Text>
    </View>
  )
}
