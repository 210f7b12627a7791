import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { Dealer } from '@api/lead'
import { callPhone } from '@/shared/phone'
import { navigateToDealer } from '../actions'
import { formatKm } from '../distance'
import './dealer-card.scss'

export interface DealerCardProps {
  dealer: Dealer
  nearest?: boolean
  selected?: boolean
  onSelect?: (dealer: Dealer) => void
  selectLabel?: string
  /** Showrooms under this dealer (secondary dealers). */
  showrooms?: { dealerCode: string; dealerName: string; address: string }[]
}

export function DealerCard({ dealer, nearest, selected, onSelect, selectLabel = '选择', showrooms }: DealerCardProps) {
  const km = formatKm(dealer.distance)
  return (
    <View className={`dealer-card${selected ? ' dealer-card--selected' : ''}`} data-code={dealer.dealerCode}>
      <View className='dealer-card__head'>
        <Text className='dealer-card__name'>{dealer.dealerName}</Text>
        {nearest && <Text className='dealer-card__badge'>离我最近</Text>}
        {selected && <Text className='dealer-card__badge dealer-card__badge--on'>已选</Text>}
      </View>
      <Text className='dealer-card__address'>{dealer.address}</Text>
      <View className='dealer-card__meta'>
        {km && <Text className='dealer-card__distance'>距您 {km}</Text>}
        <Text>营业 {dealer.businessHours}</Text>
        <Text>评分 {dealer.score.toFixed(1)}</Text>
      </View>
      {showrooms && showrooms.length > 0 && (
        <View className='dealer-card__showrooms'>
          {showrooms.map((s) => (
            <Text key={s.dealerCode} className='dealer-card__showroom'>
              展厅 · {s.dealerName}（{s.address}）
            </Text>
          ))}
        </View>
      )}
      <View className='dealer-card__actions'>
        <Button className='dealer-card__action' variant='secondary' size='s' onClick={() => callPhone(dealer.phone)}>
          电话
        </Button>
        <Button className='dealer-card__action' variant='secondary' size='s' onClick={() => navigateToDealer(dealer)}>
          导航
        </Button>
        {onSelect && (
          <Button className='dealer-card__action' variant='primary' size='s' onClick={() => onSelect(dealer)}>
            {selectLabel}
          </Button>
        )}
      </View>
    </View>
  )
}
