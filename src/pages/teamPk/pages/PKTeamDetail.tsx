import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { TeamDetailScreen } from '@/features/team-pk'

/** 战队详情: ?id= the team. */
export default function TeamDetailPage() {
  const { params } = useRouter()
  return <TeamDetailScreen id={queryId(params.id)} />
}
