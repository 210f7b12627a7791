import type { ChargingOrder, ChargingOrderKind, ChargingRatingDetail } from '@api/charging'
import type { EvaluationInput } from '@api/evaluation'
import { Text, View } from '@tarojs/components'
import { goBackOr } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { EvaluationOnce } from '@/shared/evaluation-form'
import { DRAFTS } from '@/shared/form'
import { Panel } from '@/shared/panel'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { formatDateTime } from '@/utils'
import { toast } from '@/shared/toast'
import { rateChargingOrder } from '../api'
import { ratingQuery } from '../queries'
import { KIND_TITLE } from '../status'
import './lines.scss'
import './parity-screen.scss'

/** What is rated: the order's number, car, address, who did the work and when it was finished. */
function OrderSummary({ order }: { order: ChargingOrder }) {
  const number = order.kind === 'install' ? order.applicationNo : order.reportNo
  const worker = order.kind === 'install' ? order.installer : order.technician
  const finishedAt = order.history[order.history.length - 1]?.time
  return (
    <Panel title={KIND_TITLE[order.kind]}>
      <Text className='charging-line charging-line--main'>{order.plate}</Text>
      <Text className='charging-line'>{order.address}</Text>
      <Text className='charging-line'>单号 {number}</Text>
      {worker && <Text className='charging-line'>{order.kind === 'install' ? '安装师傅' : '维修师傅'}：{worker.name}</Text>}
      {finishedAt && <Text className='charging-line'>{formatDateTime(finishedAt)} 完成</Text>}
    </Panel>
  )
}

function Parity({ kind, id }: { kind: ChargingOrderKind; id: number }) {
  const detail = useQuery(ratingQuery, [kind, id])
  const d = detail.data
  const submit = async (input: EvaluationInput, requestId: string) => {
    const result = await rateChargingOrder(kind, id, input, requestId)
    // Read-only at once, in case going back is slow or refused.
    detail.setData((old?: ChargingRatingDetail) => old && { ...old, rating: { ...input, createdAt: result.ratedAt } })
    toast('评价成功，感谢反馈', 'success')
    // The list reads itself again when shown.
    await goBackOr(paths.chargingList())
  }
  return (
    <Screen load={detail}>
      {d && (
        <View className='charging-parity'>
          <OrderSummary order={d.order} />
          <EvaluationOnce template={d.template} given={d.rating} draft={DRAFTS.chargingRating(kind, id)} onSubmit={submit} commentPlaceholder='说说安装或维修的体验，帮助我们做得更好' />
        </View>
      )}
    </Screen>
  )
}

/** 安装评价 (?kind=install|repair&id=): a finished installation or repair, rated once. */
export function ChargingParityScreen({ kind, id }: { kind: ChargingOrderKind | undefined; id: number | undefined }) {
  const token = useToken()
  if (!token || !kind || id === undefined) return <Screen login='登录后评价充电桩安装或维修' missing={(!kind || id === undefined) && '缺少评价的订单，无法打开'} />
  return <Parity kind={kind} id={id} />
}
