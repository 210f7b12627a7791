import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { LotteryDrawScreen } from '@/features/lottery'

/** 幸运抽奖: ?activityId= the lottery activity. */
export default function LotteryDetailPage() {
  const { params } = useRouter()
  return <LotteryDrawScreen activityId={queryId(params.activityId)} />
}
