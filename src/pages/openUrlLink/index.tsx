import { useRouter } from '@tarojs/taro'
import { OpenLinkScreen, readLinkQuery } from '@/features/mini-program'

/** Opens another mini-program: `?appId=&path=` or `?urlLink=` (spec §2). */
export default function OpenUrlLinkPage() {
  const { params } = useRouter()
  return <OpenLinkScreen request={readLinkQuery(params)} />
}
