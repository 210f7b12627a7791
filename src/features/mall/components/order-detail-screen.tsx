import type { Order } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { useToken } from '@/core/session'
import { useCountdown } from '@/shared/countdown'
import { Panel } from '@/shared/panel'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { formatClipTime } from '@/utils'
import { useOrderActions } from '../hooks/use-order-actions'
import { usePayAfterOAuth } from '../hooks/use-pay-after-oauth'
import { orderExpired, payTimeOver } from '../order/expired'
import { STATUS_TEXT } from '../order/status'
import { orderQuery } from '../queries'
import { AfterSaleEntry } from './after-sale-entry'
import { OrderActions } from './order-list-actions'
import { OrderLines } from './order-list-lines'
import { OrderAddress, OrderAmounts, OrderFacts, OrderShipment } from './order-detail-parts'
import { OrderVouchers } from './order-detail-vouchers'
import { VoucherStores } from './voucher-stores'
import './order-detail.scss'

const STATUS_NOTE: Record<Order['status'], string> = {
  unpaid: '',
  toShip: '商家正在备货，请耐心等待',
  shipped: '商品已发出，请留意物流信息',
  completed: '订单已完成，感谢您的支持',
  closed: '订单已关闭',
}

/** Where the order stands; unpaid, the time left to pay, and at zero the order reads again (closed). */
function StatusHead({ order }: { order: Order }) {
  const unpaid = order.status === 'unpaid'
  const left = useCountdown(unpaid ? order.payDeadline ?? undefined : undefined, orderExpired)
  const note = unpaid
    ? left.running
      ? `剩余 ${formatClipTime(left.totalSeconds)}，超时订单将自动关闭`
      : '支付已超时，订单即将关闭'
    : order.status === 'closed'
      ? order.closeReason ?? STATUS_NOTE.closed
      : order.type === 3 && order.status === 'completed'
        ? '券码已发放，请到适用门店使用'
        : STATUS_NOTE[order.status]
  return (
    <View className={`order-detail__head order-detail__head--${order.status}`}>
      <Text className='order-detail__status'>{STATUS_TEXT[order.status]}</Text>
      <Text className='order-detail__note'>{note}</Text>
    </View>
  )
}

function DetailView({ order, actions }: { order: Order; actions: ReturnType<typeof useOrderActions> }) {
  const expired = payTimeOver(order)
  // The return window is judged at render: the page reads again when shown, which renders anew.
  const now = Date.now()
  return (
    <View className='order-detail'>
      <StatusHead order={order} />
      {order.address && <OrderAddress address={order.address} />}
      {order.shipment && <OrderShipment shipment={order.shipment} />}
      {order.vouchers.length > 0 && <OrderVouchers codes={order.vouchers} />}
      {order.stores.length > 0 && <VoucherStores stores={order.stores} />}
      <Panel title='商品信息'>
        <OrderLines lines={order.lines} below={(line) => <AfterSaleEntry order={order} line={line} now={now} />} />
      </Panel>
      <OrderAmounts order={order} />
      <OrderFacts order={order} />
      <OrderActions order={order} actions={actions} expired={expired} className='order-detail__bar' />
    </View>
  )
}

function Detail({ id }: { id: number }) {
  const order = useQuery(orderQuery, [id])
  const actions = useOrderActions()
  // H5 in WeChat's browser: back from WeChat's OAuth, the payment goes on here.
  usePayAfterOAuth(order.data, actions)
  return (
    <Screen load={order}>
      {order.data && <DetailView order={order.data} actions={actions} />}
    </Screen>
  )
}

/** 订单详情 (?id=): where the order stands, where it goes, what it cost, its codes, what can be done now. */
export function OrderDetailScreen({ id }: { id?: number }) {
  const token = useToken()
  if (!token || !id) return <Screen login='登录后查看订单详情' missing={!id && '缺少订单 id，无法打开'} />
  return <Detail id={id} />
}
