import { useRouter } from '@tarojs/taro'
import { linkId } from '@/core/navigation'
import { DisplayScreen } from '@/features/display'

/** 数据大屏: ?eventId= the event; without it, the event running now. */
export default function Page() {
  const { params } = useRouter()
  // A link naming an event badly never shows the running event's board in its place.
  const { id, bad } = linkId(params.eventId)
  return <DisplayScreen eventId={id} bad={bad} />
}
