import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { ArticleScreen } from '@/features/community'
import { useLessonProgress } from '@/features/creator'

/** 文章详情: ?id= the PGC article; ?lessonId= the classroom lesson it is, learnt once read to its end. */
export default function ArticleDetailPage() {
  const { params } = useRouter()
  const lesson = useLessonProgress(queryId(params.lessonId))
  return <ArticleScreen id={queryId(params.id)} onReadToEnd={lesson?.onReadToEnd} />
}
