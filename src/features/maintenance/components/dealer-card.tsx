import type { MaintenanceDetail } from '@api/car-service'
import { View, Text } from '@tarojs/components'
import { Button } from '@/shared/button'
import { routeTo } from '@/shared/map'
import { callPhone } from '@/shared/phone'
import './dealer-card.scss'

/** Who did the work: the advisor, and the dealer to call or drive to. */
export function DealerCard({ detail }: { detail: MaintenanceDetail }) {
  const { dealer } = detail
  return (
    <View className='maintenance-dealer'>
      <Text className='maintenance-dealer__advisor'>服务顾问：{detail.advisorName}</Text>
      <Text className='maintenance-dealer__name'>{dealer.name}</Text>
      <Text className='maintenance-dealer__address'>{dealer.address}</Text>
      <View className='maintenance-dealer__actions'>
        <Button className='maintenance-dealer__button' variant='secondary' size='s' onClick={() => callPhone(dealer.phone)}>
          致电门店
        </Button>
        <Button className='maintenance-dealer__button' variant='secondary' size='s' onClick={() => routeTo(dealer)}>
          导航到店
        </Button>
      </View>
    </View>
  )
}
