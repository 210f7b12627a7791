import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { ChargingApplicationDetailScreen } from '@/features/charging'

/** 申请详情: ?id= the application. */
export default function ChargingApplicationDetailPage() {
  const { params } = useRouter()
  return <ChargingApplicationDetailScreen id={queryId(params.id)} />
}
