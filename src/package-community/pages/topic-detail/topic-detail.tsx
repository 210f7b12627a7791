import { useRouter } from '@tarojs/taro'
import { TopicScreen, idParam } from '@/features/community'

/** 话题: ?id= the topic. */
export default function TopicDetailPage() {
  const { params } = useRouter()
  return <TopicScreen id={idParam(params.id)} />
}
