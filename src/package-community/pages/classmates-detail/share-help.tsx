import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { ShareHelpScreen } from '@/features/community'

/** 同学会助力: ?id= the group a shared link asks help for. */
export default function ShareHelpPage() {
  const { params } = useRouter()
  return <ShareHelpScreen id={queryId(params.id)} />
}
