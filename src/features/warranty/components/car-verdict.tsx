import type { WarrantyCar, WarrantyRules } from '@api/warranty'
import { Text, View } from '@tarojs/components'
import { qualify } from '../qualification'
import { nextText, reasonText, STATUS_LABELS } from '../texts'
import './car-verdict.scss'

/** One of my cars: whether it has the lifetime warranty, and the days and readings that decide it. */
export function CarVerdict({ car, rules, today }: { car: WarrantyCar; rules: WarrantyRules; today: string }) {
  const verdict = qualify(car, rules, today)
  return (
    <View className='warranty-car' data-car-id={car.carId}>
      <View className='warranty-car__head'>
        <View className='warranty-car__name'>
          <Text className='warranty-car__plate'>{car.plate}</Text>
          <Text className='warranty-car__model'>{car.model}</Text>
        </View>
        <Text className={`warranty-car__status warranty-car__status--${verdict.status}`}>{STATUS_LABELS[verdict.status]}</Text>
      </View>
      <Text className='warranty-car__facts'>
        购车 {car.purchaseDate} · 当前 {car.mileage} km · 常规保养 {car.routines.length} 次
      </Text>
      {verdict.status === 'lost' ? (
        <View className='warranty-car__reasons'>
          {verdict.reasons.map((r) => (
            <Text key={r.kind} className='warranty-car__reason'>{reasonText(r, rules)}</Text>
          ))}
        </View>
      ) : (
        <Text className='warranty-car__next'>{nextText(verdict.next, rules)}</Text>
      )}
    </View>
  )
}
