import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { PrizeDetailScreen } from '@/features/lottery'

/** 奖品详情: ?id= the prize. */
export default function PrizeDetailPage() {
  const { params } = useRouter()
  return <PrizeDetailScreen prizeId={queryId(params.id)} />
}
