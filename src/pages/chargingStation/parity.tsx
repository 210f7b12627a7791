import { useRouter } from '@tarojs/taro'
import type { ChargingOrderKind } from '@api/charging'
import { queryId } from '@/core/navigation'
import { ChargingParityScreen } from '@/features/charging'

const KINDS: readonly string[] = ['install', 'repair'] satisfies ChargingOrderKind[]

/** 安装评价 (?kind=install|repair&id=): rate a finished pile installation or repair, once. */
export default function ChargingParityPage() {
  const { params } = useRouter()
  const kind = KINDS.includes(params.kind ?? '') ? (params.kind as ChargingOrderKind) : undefined
  return <ChargingParityScreen kind={kind} id={queryId(params.id)} />
}
