import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { SubmitWorkScreen } from '@/features/creator'

/** 提交作品: ?activityId= preselects the creator activity the work answers. */
export default function SubmitWorkPage() {
  const { params } = useRouter()
  return <SubmitWorkScreen activityId={queryId(params.activityId)} />
}
