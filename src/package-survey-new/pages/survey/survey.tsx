import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { SurveyStepScreen } from '@/features/survey'

/** 问卷调查 (new): ?id= the survey, one question per screen. */
export default function SurveyStepPage() {
  const { params } = useRouter()
  return <SurveyStepScreen id={queryId(params.id)} />
}
