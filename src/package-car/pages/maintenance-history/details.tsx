import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { MaintenanceDetailScreen } from '@/features/maintenance'

/** 保养详情: ?id= one maintenance record. */
export default function MaintenanceDetailPage() {
  const { params } = useRouter()
  return <MaintenanceDetailScreen id={queryId(params.id)} />
}
