import type { WarrantyCar, WarrantyRules } from '@api/warranty'
import { Text, View } from '@tarojs/components'
import { Panel } from '@/shared/panel'
import { StatusTag, type StatusTone } from '@/shared/status-tag'
import { qualify, type Verdict } from '../qualification'
import { nextText, reasonText, STATUS_LABELS } from '../texts'
import './car-verdict.scss'

const TONES: Record<Verdict['status'], StatusTone> = { qualified: 'success', pending: 'warning', lost: 'danger' }

/** One of my cars: whether it has the lifetime warranty, and the days and readings that decide it. */
export function CarVerdict({ car, rules, today }: { car: WarrantyCar; rules: WarrantyRules; today: string }) {
  const verdict = qualify(car, rules, today)
  const name = (
    <>
      <Text className='warranty-car__plate'>{car.plate}</Text>
      <Text className='warranty-car__model'>{car.model}</Text>
    </>
  )
  return (
    <Panel
      className='warranty-car'
      title={name}
      // Under the screen's 我的车辆.
      level={3}
      extra={
        <StatusTag className='warranty-car__status' tone={TONES[verdict.status]}>
          {STATUS_LABELS[verdict.status]}
        </StatusTag>
      }
    >
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
    </Panel>
  )
}
