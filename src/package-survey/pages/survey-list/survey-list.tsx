import { SurveyListScreen } from '@/features/survey'

/** 问卷列表: surveys open to me and those I answered. */
export default function SurveyListPage() {
  return <SurveyListScreen />
}
