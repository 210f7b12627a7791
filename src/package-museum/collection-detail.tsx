import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { MuseumItemScreen } from '@/features/museum'

/** 藏品详情: ?id= the collection item. */
export default function CollectionDetailPage() {
  const { params } = useRouter()
  return <MuseumItemScreen id={queryId(params.id)} />
}
