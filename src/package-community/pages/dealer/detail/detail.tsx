import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { DealerScreen } from '@/features/community'

/** 经销商详情: ?id= the dealer's community page. */
export default function DealerDetailPage() {
  const { params } = useRouter()
  return <DealerScreen id={queryId(params.id)} />
}
