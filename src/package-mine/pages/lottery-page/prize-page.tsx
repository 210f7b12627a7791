import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { PrizeListScreen } from '@/features/lottery'

/** 全部奖品: ?activityId= the lottery activity. */
export default function PrizePage() {
  const { params } = useRouter()
  return <PrizeListScreen activityId={queryId(params.activityId)} />
}
