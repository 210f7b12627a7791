import { useState } from 'react'
import type { Order, OrderLine } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { goBack, goBackOr, openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { ChoiceChips } from '@/shared/form'
import { Panel } from '@/shared/panel'
import { Screen, StateView } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { isOpen, lineOptions } from '../order/after-sale'
import { orderQuery } from '../queries'
import { AfterSaleApplyForm } from './after-sale-apply-form'
import { OrderLines } from './order-list-lines'
import './after-sale-apply.scss'

/** Nothing can be asked for this line now: why, the request under way when there is one, and back to the order. */
function Blocked({ order, line, reason }: { order: Order; line: OrderLine; reason: string }) {
  const open = order.afterSales.find((a) => a.skuId === line.skuId && isOpen(a.status))
  return (
    <View className='mall-after-sale__blocked'>
      <Text className='mall-after-sale__blocked-title'>暂不能申请售后</Text>
      <Text className='mall-after-sale__blocked-text'>{reason}</Text>
      {open && (
        <Button className='mall-after-sale__action' variant='primary' onClick={() => void openPage(paths.afterSale(open.id))}>
          查看售后进度
        </Button>
      )}
      <Button className='mall-after-sale__action mall-after-sale__action--plain' variant='secondary' onClick={() => void goBackOr(paths.order(order.id))}>
        返回订单
      </Button>
    </View>
  )
}

/** The line's form, or why it has none. */
function LineApply({ order, line }: { order: Order; line: OrderLine }) {
  const options = lineOptions(order, line, Date.now())
  if (options.kinds.length === 0) return <Blocked order={order} line={line} reason={options.reason} />
  // One form, and one draft, per line.
  return <AfterSaleApplyForm key={line.skuId} order={order} line={line} options={options} />
}

function ApplyView({ order, skuId }: { order: Order; skuId?: number }) {
  const { lines } = order
  const [chosen, setChosen] = useState(skuId ?? (lines.length === 1 ? lines[0].skuId : undefined))
  const line = lines.find((l) => l.skuId === chosen)
  if (skuId !== undefined && !line) return <StateView title='链接无效' text='该订单中没有这件商品' retryText='返回' onRetry={() => void goBack()} />
  const picking = skuId === undefined && lines.length > 1
  return (
    <View className='mall-after-sale'>
      {picking ? (
        <Panel title='选择售后商品'>
          <ChoiceChips
            name='选择售后商品'
            options={lines.map((l) => ({ value: String(l.skuId), label: l.name, sub: `${l.skuName} ×${l.quantity}` }))}
            value={chosen === undefined ? null : String(chosen)}
            onChange={(value) => setChosen(Number(value))}
          />
        </Panel>
      ) : (
        line && (
          <Panel title='售后商品'>
            <OrderLines lines={[line]} />
          </Panel>
        )
      )}
      {line ? <LineApply order={order} line={line} /> : <Text className='mall-after-sale__hint'>请选择要申请售后的商品</Text>}
    </View>
  )
}

function Apply({ orderId, skuId }: { orderId: number; skuId?: number }) {
  const order = useQuery(orderQuery, [orderId])
  return (
    <Screen unknown='该订单不存在或已被删除' load={order}>
      {order.data && <ApplyView order={order.data} skuId={skuId} />}
    </Screen>
  )
}

export interface AfterSaleApplyScreenProps {
  orderId?: number
  /** The line the link names, if any. */
  skuId?: number
  /** The link names a line, malformed (`skuId=abc`). */
  badSku?: boolean
}

/** 申请售后 (?orderId=&skuId=): for one line of a paid order, a refund, a return or an exchange. */
export function AfterSaleApplyScreen({ orderId, skuId, badSku }: AfterSaleApplyScreenProps) {
  const token = useToken()
  const missing = orderId === undefined ? '缺少订单 id，无法打开' : badSku && '商品信息有误，无法打开'
  if (!token || orderId === undefined || missing) return <Screen login='登录后申请售后' missing={missing} />
  return <Apply orderId={orderId} skuId={skuId} />
}
