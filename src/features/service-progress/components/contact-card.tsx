import type { ServiceOrder } from '@api/service-order'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { callPhone } from '@/shared/phone'
import './panel.scss'
import './contact-card.scss'

/** Who looks after the car: the service advisor (with a call) and the dealer. */
export function ContactCard({ order }: { order: ServiceOrder }) {
  return (
    <View className='service-panel service-contact'>
      <View className='service-contact__row'>
        <View className='service-contact__who'>
          <Text className='service-contact__label'>服务顾问</Text>
          <Text className='service-line service-line--main'>{order.advisorName}</Text>
          <Text className='service-line'>{order.advisorPhone}</Text>
        </View>
        <Button className='service-contact__call' variant='secondary' size='s' aria-label={`拨打服务顾问 ${order.advisorPhone}`} onClick={() => callPhone(order.advisorPhone)}>
          联系顾问
        </Button>
      </View>
      <View className='service-contact__who'>
        <Text className='service-contact__label'>服务门店</Text>
        <Text className='service-line service-line--main'>{order.dealerName}</Text>
        <Text className='service-line'>{order.dealerAddress}</Text>
      </View>
    </View>
  )
}
