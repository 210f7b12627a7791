import { Text, View } from '@tarojs/components'
import { formatYuan, pointsText } from '../money'
import './price-text.scss'

export interface PriceTextProps {
  fen: number
  /** Points paid on top of the cash part (payType 4). */
  points?: number
  /** Up to this price: '¥199.00-¥358.20'. */
  highFen?: number
  size?: 'small' | 'normal' | 'large'
  /** Struck-through reference price. */
  strike?: boolean
  className?: string
}

function Yuan({ fen }: { fen: number }) {
  const [whole, cents] = formatYuan(fen).split('.')
  return (
    <Text className='price-text__amount'>
      <Text className='price-text__sign'>¥</Text>
      {whole}
      <Text className='price-text__cents'>.{cents}</Text>
    </Text>
  )
}

/** A price in yuan with 2 decimals from fen; payType 4 adds '+ N积分'. */
export function PriceText({ fen, points, highFen, size = 'normal', strike, className }: PriceTextProps) {
  if (strike) return <Text className={`price-text price-text--strike ${className ?? ''}`}>¥{formatYuan(fen)}</Text>
  return (
    <View className={`price-text price-text--${size} ${className ?? ''}`}>
      <Yuan fen={fen} />
      {highFen !== undefined && highFen > fen && (
        <>
          <Text className='price-text__dash'>-</Text>
          <Yuan fen={highFen} />
        </>
      )}
      {!!points && points > 0 && <Text className='price-text__points'>+ {pointsText(points)}</Text>}
    </View>
  )
}
