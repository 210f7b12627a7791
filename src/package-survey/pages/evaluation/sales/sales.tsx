import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { EvaluateScreen } from '@/features/evaluation'

/** 销售评价: ?id= 试驾或购车的销售顾问. */
export default function SalesEvaluationPage() {
  const { params } = useRouter()
  return <EvaluateScreen kind='sales' id={queryId(params.id)} />
}
