import type { Order } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { copyText } from '@/shared/clipboard'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { Steps } from '@/shared/steps'
import { formatDateTime } from '@/utils'
import { pointsText, yuanText } from '../money'
import { refundLineText } from '../order/refund'
import { TRACKING_SIGNED } from '../order/tracking'
import './order-detail.scss'

/**
 * A value with 复制 beside it (a tracking number, an order number, a voucher code). `copied` when
 * more is copied than shown (a return address: the receiver and phone on the line above too).
 */
export function Copyable({ text, label, copied = text }: { text: string; label: string; copied?: string }) {
  return (
    <View className='order-copy'>
      <Text className='order-copy__text'>{text}</Text>
      <View className='order-copy__action' role='button' aria-label={`复制${label} ${text}`} onClick={() => void copyText(copied)}>
        复制
      </View>
    </View>
  )
}

export function OrderAddress({ address }: { address: NonNullable<Order['address']> }) {
  return (
    <Panel title='收货信息' className='order-detail__address'>
      <Text className='order-detail__receiver'>{`${address.receiverName} ${address.mobile}`}</Text>
      <Text className='order-detail__line'>{address.text}</Text>
    </Panel>
  )
}

/**
 * Carrier, number (复制) and the carrier's events as the server lists them, newest first: the top
 * one is where the parcel is now (highlighted), until it is signed for and every event is done.
 */
export function OrderShipment({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  const signed = shipment.tracking[0]?.state === TRACKING_SIGNED
  const steps = shipment.tracking.map((e) => ({ title: e.state, time: formatDateTime(e.time), description: `【${e.place}】${e.text}` }))
  return (
    <Panel title='物流信息' className='order-detail__shipment'>
      <InfoRow label='物流公司'>
        <Text className='order-detail__carrier'>{shipment.carrier}</Text>
      </InfoRow>
      <InfoRow label='运单号'>
        <Copyable text={shipment.trackingNo} label='运单号' />
      </InfoRow>
      {steps.length > 0 ? (
        <Steps className='order-detail__tracking' steps={steps} current={signed ? steps.length : steps.length - 1} newestFirst label='物流轨迹' />
      ) : (
        <Text className='order-detail__line'>暂无物流轨迹，请稍后查看</Text>
      )}
    </Panel>
  )
}

/** Goods, the coupon by name, the points and the cash paid; what a cancelled paid order refunded. */
export function OrderAmounts({ order }: { order: Order }) {
  return (
    <Panel title='订单金额' className='order-detail__amounts'>
      <InfoRow label='商品金额'>{yuanText(order.goodsAmount)}</InfoRow>
      {order.coupon && <InfoRow label='优惠券'>{`${order.coupon.name} -${yuanText(order.discount)}`}</InfoRow>}
      {order.points > 0 && <InfoRow label='积分抵扣'>{pointsText(order.points)}</InfoRow>}
      <InfoRow label={order.status === 'unpaid' ? '需付款' : '实付款'}>
        <Text className='order-detail__cash'>{yuanText(order.cash)}</Text>
      </InfoRow>
      {order.refund && (
        <InfoRow label='退款'>
          <Text className='order-detail__refund'>{refundLineText(order.refund, !!order.coupon)}</Text>
        </InfoRow>
      )}
    </Panel>
  )
}

/** The order's number, remark and each time it moved on. */
export function OrderFacts({ order }: { order: Order }) {
  const times: [string, string | null][] = [
    ['下单时间', order.createdAt],
    ['付款时间', order.paidAt],
    ['发货时间', order.shippedAt],
    ['收货时间', order.receivedAt],
    ['关闭时间', order.closedAt],
  ]
  return (
    <Panel title='订单信息' className='order-detail__facts'>
      <InfoRow label='订单号'>
        <Copyable text={order.orderNo} label='订单号' />
      </InfoRow>
      {!!order.remark && <InfoRow label='备注'>{order.remark}</InfoRow>}
      {times.map(([label, at]) => at && <InfoRow key={label} label={label}>{formatDateTime(at)}</InfoRow>)}
    </Panel>
  )
}
