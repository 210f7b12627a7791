import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { SubmitWorkScreen } from '@/features/creator'

/** 提交作品: ?activityId= preselects the creator activity the work answers; ?id= opens one of my works to edit (a draft, a rejected one). */
export default function SubmitWorkPage() {
  const { params } = useRouter()
  return <SubmitWorkScreen activityId={queryId(params.activityId)} workId={queryId(params.id)} />
}
