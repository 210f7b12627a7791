import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { PostScreen } from '@/features/community'

/** 动态详情: ?id= the post; ?source= where the user came from (the server logs it). */
export default function CommunityDetailPage() {
  const { params } = useRouter()
  return <PostScreen id={queryId(params.id)} source={params.source} />
}
