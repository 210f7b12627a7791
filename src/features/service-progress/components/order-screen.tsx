import type { ServiceOrder } from '@api/service-order'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { PullRefresh } from '@/shared/pull-refresh'
import { Steps } from '@/shared/steps'
import { SubscribeButton } from '@/shared/subscribe'
import { useQuery } from '@/shared/use-load'
import { formatDateTime } from '@/utils'
import { serviceOrderQuery } from '../queries'
import { isFinished, serviceTimeline } from '../timeline'
import { ContactCard } from './contact-card'
import { StepPhotos } from './step-photos'
import './panel.scss'
import './order-screen.scss'

function OrderView({ order }: { order: ServiceOrder }) {
  const timeline = serviceTimeline(order)
  const finished = isFinished(order)
  return (
    <View className='service-order'>
      <View className='service-panel'>
        <Text className='service-order__step'>{order.currentStepName}</Text>
        {!finished && order.estimatedPickupAt && <Text className='service-line service-line--main'>预计取车时间 {formatDateTime(order.estimatedPickupAt)}</Text>}
        <Text className='service-line'>{order.plateNo} · {order.modelName} · {order.serviceType}</Text>
        <Text className='service-line'>工单号 {order.orderNo}</Text>
        {/* The workshop moves the order on: the one tap that starts the wait is asking to be told (the mini-program only). */}
        {!finished && (
          <SubscribeButton scene='serviceOrder' target={order.id} doneText='已订阅，完工后通知您取车'>
            完工后通知我取车
          </SubscribeButton>
        )}
      </View>
      <View className='service-panel'>
        <Steps steps={timeline.steps} current={timeline.current} label='服务进度' />
      </View>
      <StepPhotos steps={timeline.steps} />
      <ContactCard order={order} />
      {finished && (
        <View className='service-order__bar'>
          <Button className='service-order__evaluate' variant='primary' onClick={() => void openPage(paths.serviceEvaluation(order.id))}>
            评价本次服务
          </Button>
        </View>
      )}
    </View>
  )
}

function Order({ id }: { id: number }) {
  const order = useQuery(serviceOrderQuery, [id])
  return (
    <Screen load={order}>
      <PullRefresh onRefresh={order.reload}>{order.data && <OrderView order={order.data} />}</PullRefresh>
    </Screen>
  )
}

/** 服务进度详情 (?id=): one order's timeline, photos, pickup time, advisor and dealer. */
export function ServiceOrderScreen({ id }: { id?: number }) {
  const token = useToken()
  if (!token || !id) return <Screen login='登录后查看爱车的服务进度' missing={!id && '缺少工单 id，无法打开'} />
  return <Order id={id} />
}
