import type { ChargingOrder } from '@api/charging'
import { Text } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { orderStatus } from '../status'

/** 去评价 on a finished order not rated yet, 已评价 once rated, nothing before it is finished. */
export function RatingAction({ order }: { order: ChargingOrder }) {
  const { rating } = orderStatus(order)
  if (rating === 'rated') return <Text className='charging-card__rated'>已评价</Text>
  if (rating !== 'rate') return null
  return (
    <Button className='charging-ghost charging-card__rate' variant='secondary' size='s' onClick={() => void openPage(paths.chargingParity(order.kind, order.id))}>
      去评价
    </Button>
  )
}
