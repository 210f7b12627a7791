import type { SurveySummary, SurveyTab } from '@api/survey'
import { TabbedListScreen, type ListTab } from '@/shared/tabbed-list-screen'
import { getSurveys } from '../api'
import { SURVEY_LIST } from '../queries'
import { SurveyCard } from './survey-card'

const TABS: ListTab<SurveyTab>[] = [
  { value: 'open', label: '待参与', emptyText: '暂时没有可参与的问卷，过几天再来看看' },
  { value: 'answered', label: '已参与', emptyText: '你还没有参与过问卷' },
]

/** 问卷列表: the surveys open to me and those I answered, with deadlines and rewards. */
export function SurveyListScreen() {
  return (
    <TabbedListScreen
      cacheKey={SURVEY_LIST}
      loginText='登录后参与问卷调查，完成可得积分'
      look='pill'
      label='问卷'
      tabs={TABS}
      load={(tab, pageNo, pageSize) => getSurveys({ tab, pageNo, pageSize })}
      renderItem={(s: SurveySummary) => <SurveyCard key={s.id} survey={s} />}
      pullRefresh
    />
  )
}
