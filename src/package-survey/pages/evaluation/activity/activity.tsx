import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { EvaluateScreen } from '@/features/evaluation'

/** 活动评价: ?id= 参加过的活动. */
export default function ActivityEvaluationPage() {
  const { params } = useRouter()
  return <EvaluateScreen kind='activity' id={queryId(params.id)} />
}
