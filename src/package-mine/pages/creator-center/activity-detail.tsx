import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { ActivityDetailScreen } from '@/features/creator'

/** 活动详情: ?id= the creator activity. */
export default function ActivityDetailPage() {
  const { params } = useRouter()
  return <ActivityDetailScreen id={queryId(params.id)} />
}
