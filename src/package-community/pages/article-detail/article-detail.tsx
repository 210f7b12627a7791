import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { ArticleScreen } from '@/features/community'

/** 文章详情: ?id= the PGC article. */
export default function ArticleDetailPage() {
  const { params } = useRouter()
  return <ArticleScreen id={queryId(params.id)} />
}
