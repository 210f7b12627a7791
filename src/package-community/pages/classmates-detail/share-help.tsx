import { useRouter } from '@tarojs/taro'
import { ShareHelpScreen, idParam } from '@/features/community'

/** 同学会助力: ?id= the group a shared link asks help for. */
export default function ShareHelpPage() {
  const { params } = useRouter()
  return <ShareHelpScreen id={idParam(params.id)} />
}
