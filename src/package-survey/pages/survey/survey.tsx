import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { SurveyScreen } from '@/features/survey'

/** 问卷调查: ?id= the survey, all its questions on one page. */
export default function SurveyPage() {
  const { params } = useRouter()
  return <SurveyScreen id={queryId(params.id)} />
}
