import { useState } from 'react'
import type { AfterSale } from '@api/mall'
import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { confirmDestructive } from '@/shared/confirm'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { cancelAfterSale } from '../api'
import { canCancel, canShipBack } from '../order/after-sale'
import { afterSaleQuery } from '../queries'
import { AfterSaleFacts, AfterSaleHead, AfterSaleTimeline, RefuseReason, ReturnAddressPanel, ReturnShipmentPanel } from './after-sale-detail-parts'
import { ReturnShipmentForm } from './after-sale-return-form'
import './after-sale-detail.scss'

/**
 * The request's own actions, fixed at the bottom: 撤销申请 (asked first), 填写退货物流 (opens the
 * form on the page) and 查看订单. The writes mark the orders, under which this request is read,
 * so the page reads it again and the buttons follow its new status.
 */
function ActionBar({ request, shipping, onShip }: { request: AfterSale; shipping: boolean; onShip: () => void }) {
  const cancel = useWrite(cancelAfterSale, { done: '申请已撤销' })
  const ask = async () => {
    const yes = await confirmDestructive({ title: '撤销申请', content: '撤销后本次申请关闭，可重新申请。确定撤销吗？', confirmText: '撤销申请', cancelText: '再想想' })
    if (yes) await cancel.run(request.id)
  }
  const ship = canShipBack(request.status) && !shipping
  return (
    <View className='mall-after-sale-detail__bar'>
      <Button className='mall-after-sale-detail__action' variant='secondary' size='s' tone='neutral' disabled={cancel.busy} onClick={() => void openPage(paths.order(request.orderId))}>
        查看订单
      </Button>
      {canCancel(request.status) && (
        <Button className='mall-after-sale-detail__action' variant='secondary' size='s' tone='neutral' loading={cancel.busy} onClick={() => void ask()}>
          撤销申请
        </Button>
      )}
      {ship && (
        <Button className='mall-after-sale-detail__action' variant='secondary' size='s' tone='mall' disabled={cancel.busy} onClick={onShip}>
          填写退货物流
        </Button>
      )}
    </View>
  )
}

function DetailView({ request }: { request: AfterSale }) {
  const [shipping, setShipping] = useState(false)
  // The address to send to shows from approval until the goods arrive.
  const sending = request.status === 'toReturn' || request.status === 'returning'
  return (
    <View className='mall-after-sale-detail'>
      <AfterSaleHead request={request} />
      {request.status === 'refused' && !!request.refuseReason && <RefuseReason reason={request.refuseReason} />}
      {sending && request.returnAddress && <ReturnAddressPanel address={request.returnAddress} />}
      {shipping && canShipBack(request.status) && <ReturnShipmentForm id={request.id} onClose={() => setShipping(false)} />}
      {request.returnShipment && <ReturnShipmentPanel shipment={request.returnShipment} />}
      <AfterSaleTimeline request={request} />
      <AfterSaleFacts request={request} />
      <ActionBar request={request} shipping={shipping} onShip={() => setShipping(true)} />
    </View>
  )
}

function Detail({ id }: { id: number }) {
  const request = useQuery(afterSaleQuery, [id])
  return (
    <Screen load={request} unknown='该售后申请不存在或已删除'>
      {request.data && <DetailView request={request.data} />}
    </Screen>
  )
}

/** 售后详情 (?id=): where the request stands and what comes next, what was asked, its steps, and the user's actions. */
export function AfterSaleDetailScreen({ id }: { id?: number }) {
  const token = useToken()
  if (!token || !id) return <Screen login='登录后查看售后详情' missing={!id && '缺少售后单 id，无法打开'} />
  return <Detail id={id} />
}
