import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { OrderDetailScreen } from '@/features/mall'

/** 订单详情 (?id=). */
export default function OrderDetailPage() {
  return <OrderDetailScreen id={queryId(useRouter().params.id)} />
}
