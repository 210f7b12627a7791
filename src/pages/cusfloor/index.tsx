import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { FloorScreen } from '@/features/floor'

/** 楼层页: ?id= the configured page. */
export default function Page() {
  const { params } = useRouter()
  return <FloorScreen id={queryId(params.id)} />
}
