import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { WelfareShareScreen } from '@/features/welfare'

/** A welfare project's share page (`projectId`). */
export default function Page() {
  const { params } = useRouter()
  return <WelfareShareScreen id={queryId(params.projectId)} />
}
