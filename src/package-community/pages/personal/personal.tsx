import { useRouter } from '@tarojs/taro'
import { authorLink, PersonalScreen } from '@/features/community'

/**
 * 个人主页: ?authorId= another member; without it, the user's own page. A mini-program code (the
 * creator's card) carries the query in `scene`, URL-encoded.
 */
export default function PersonalPage() {
  const { params } = useRouter()
  return <PersonalScreen {...authorLink(params)} />
}
