import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { ServiceOrderScreen } from '@/features/service-progress'

/** 服务进度详情: ?id= the service order. */
export default function ServiceProgressPage() {
  const { params } = useRouter()
  return <ServiceOrderScreen id={queryId(params.id)} />
}
