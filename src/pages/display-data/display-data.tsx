import { useRouter } from '@tarojs/taro'
import { boardLink, DisplayScreen } from '@/features/display'

/** 数据大屏: ?eventId= the event; without it, the event running now. */
export default function Page() {
  const { params } = useRouter()
  return <DisplayScreen {...boardLink(params)} />
}
