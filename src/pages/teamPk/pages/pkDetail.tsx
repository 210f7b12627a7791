import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { PkScreen } from '@/features/team-pk'

/** PK 详情: ?id= the head-to-head a shared link opens. */
export default function PkDetailPage() {
  const { params } = useRouter()
  return <PkScreen id={queryId(params.id)} />
}
