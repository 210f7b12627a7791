import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { PostScreen } from '@/features/community'
import { useLessonProgress } from '@/features/creator'

/**
 * 动态详情: ?id= the post; ?source= where the user came from (the server logs it); ?lessonId= the
 * classroom lesson this video is, whose progress the video's playing reports.
 */
export default function CommunityDetailPage() {
  const { params } = useRouter()
  const lesson = useLessonProgress(queryId(params.lessonId))
  return <PostScreen id={queryId(params.id)} source={params.source} video={lesson} />
}
