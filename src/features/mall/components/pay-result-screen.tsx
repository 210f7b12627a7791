import type { Order } from '@api/mall'
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { openPage, redirectTo } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { yuanText } from '@/utils/money'
import { settled } from '../order/pay'
import { orderQuery } from '../queries'
import './pay-result.scss'

type Phase = 'checking' | 'checked'

/** Paid or on: the order left 待付款 and was not closed. */
const paid = (order: Order) => order.status !== 'unpaid' && order.status !== 'closed'

function Result({ order, phase, onCheck }: { order: Order; phase: Phase; onCheck: () => void }) {
  const toOrder = () => void redirectTo(paths.order(order.id))
  if (paid(order)) {
    return (
      <View className='order-pay-result'>
        <Text className='order-pay-result__title order-pay-result__title--ok'>支付成功</Text>
        <Text className='order-pay-result__amount'>{yuanText(order.cash)}</Text>
        <Text className='order-pay-result__note'>订单 {order.orderNo}</Text>
        <View className='order-pay-result__actions'>
          <Button className='order-pay-result__main' variant='primary' onClick={toOrder}>查看订单</Button>
          <Button className='order-pay-result__other' variant='secondary' onClick={() => void openPage(paths.categories())}>继续逛逛</Button>
        </View>
      </View>
    )
  }
  if (order.status === 'closed') {
    return (
      <View className='order-pay-result'>
        <Text className='order-pay-result__title'>订单已关闭</Text>
        <Text className='order-pay-result__note'>{order.closeReason ?? '订单已关闭，未扣款'}</Text>
        <View className='order-pay-result__actions'>
          <Button className='order-pay-result__main' variant='primary' onClick={toOrder}>查看订单</Button>
        </View>
      </View>
    )
  }
  if (phase === 'checking') {
    return (
      <View className='order-pay-result'>
        <Text className='order-pay-result__title'>正在确认支付结果…</Text>
        <Text className='order-pay-result__note'>微信支付的结果需要几秒钟送达，请稍候</Text>
      </View>
    )
  }
  return (
    <View className='order-pay-result'>
      <Text className='order-pay-result__title'>尚未查询到支付结果</Text>
      <Text className='order-pay-result__note'>如已在微信中完成支付，请重新查询；未支付的订单可在订单详情中继续支付</Text>
      <View className='order-pay-result__actions'>
        <Button className='order-pay-result__main' variant='primary' onClick={onCheck}>我已支付，重新查询</Button>
        <Button className='order-pay-result__other' variant='secondary' onClick={toOrder}>未支付，返回订单</Button>
      </View>
    </View>
  )
}

function Checked({ id }: { id: number }) {
  const order = useQuery(orderQuery, [id])
  const [phase, setPhase] = useState<Phase>('checking')
  const check = () => {
    setPhase('checking')
    // Reads until WeChat's notice has reached the server (or a few reads later), and shows the last answer.
    void settled(id)
      .then((latest) => order.setData(latest))
      .catch(() => undefined)
      .then(() => setPhase('checked'))
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per order: a later check is the user's tap
  useEffect(check, [id])
  return (
    <Screen load={order} unknown='订单不存在或已删除'>
      {order.data && <Result order={order.data} phase={phase} onCheck={check} />}
    </Screen>
  )
}

/**
 * 支付结果 (?orderId=): where WeChat's H5 payment brings the user back, paid or not. It reads the
 * order until it is paid or the reads run out; then the user says whether they paid (read again)
 * or not (back to the order, whose 去支付 is still there).
 */
export function PayResultScreen({ orderId }: { orderId?: number }) {
  const token = useToken()
  if (!token || !orderId) return <Screen login='登录后查看支付结果' missing={!orderId && '缺少订单 id，无法打开'} />
  return <Checked id={orderId} />
}
