import { Text, View } from '@tarojs/components'
import { Stepper } from '@/shared/stepper'
import type { PointsRange } from '../order/pricing'
import { yuanText } from '../money'
import { Section } from './section'

export interface OrderConfirmPointsProps {
  range: PointsRange
  /** The points used now (within the range). */
  points: number
  /** Cash the points stand for, in fen. */
  worth: number
  balance: number
  onChange: (points: number) => void
}

/** The points part of payType 4 goods: how many, changeable within what the order allows and the balance. */
export function OrderConfirmPoints({ range, points, worth, balance, onChange }: OrderConfirmPointsProps) {
  return (
    <Section title='使用积分' className='order-points'>
      <View className='order-points__row'>
        <Text className='order-points__worth'>{`抵扣 ${yuanText(worth)}`}</Text>
        <Stepper label='使用积分' value={points} min={range.min} max={range.max} disabled={range.short || range.max <= range.min} onChange={onChange} />
      </View>
      {range.short ? (
        <View className='order-points__note order-points__note--short' role='alert'>
          {`积分不足：本单至少需要 ${range.min} 积分，可用 ${balance} 积分`}
        </View>
      ) : (
        <Text className='order-points__note'>{`可用 ${balance} 积分，本单最多使用 ${range.max}`}</Text>
      )}
    </Section>
  )
}
