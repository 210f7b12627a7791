import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { EvaluateScreen } from '@/features/evaluation'

/** 服务评价: ?id= 一次服务（服务工单）. */
export default function ServeEvaluationPage() {
  const { params } = useRouter()
  return <EvaluateScreen kind='service' id={queryId(params.id)} />
}
