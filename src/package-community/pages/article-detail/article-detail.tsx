import { useRouter } from '@tarojs/taro'
import { ArticleScreen, idParam } from '@/features/community'

/** 文章详情: ?id= the PGC article. */
export default function ArticleDetailPage() {
  const { params } = useRouter()
  return <ArticleScreen id={idParam(params.id)} />
}
