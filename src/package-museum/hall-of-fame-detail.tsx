import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { MuseumPersonScreen } from '@/features/museum'

/** 名人堂详情: ?id= the honoured person. */
export default function HallOfFameDetailPage() {
  const { params } = useRouter()
  return <MuseumPersonScreen id={queryId(params.id)} />
}
