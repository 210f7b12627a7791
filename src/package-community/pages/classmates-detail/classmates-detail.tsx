import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { ClassmatesScreen } from '@/features/community'

/** 同学会: ?id= the classmates group. */
export default function ClassmatesDetailPage() {
  const { params } = useRouter()
  return <ClassmatesScreen id={queryId(params.id)} />
}
