import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { PersonalScreen } from '@/features/community'

/** 个人主页: ?authorId= another member; without it, the user's own page. */
export default function PersonalPage() {
  const { params } = useRouter()
  return <PersonalScreen authorId={queryId(params.authorId)} />
}
