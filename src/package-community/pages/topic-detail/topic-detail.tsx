import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { TopicScreen } from '@/features/community'

/** 话题: ?id= the topic. */
export default function TopicDetailPage() {
  const { params } = useRouter()
  return <TopicScreen id={queryId(params.id)} />
}
