import { useRouter } from '@tarojs/taro'
import { DealerScreen, idParam } from '@/features/community'

/** 经销商详情: ?id= the dealer's community page. */
export default function DealerDetailPage() {
  const { params } = useRouter()
  return <DealerScreen id={idParam(params.id)} />
}
