import { useState } from 'react'
import type { SurveySummary, SurveyTab } from '@api/survey'
import { Screen } from '@/shared/screen'
import { PagedListView, usePagedList } from '@/shared/paged-list'
import { Tabs } from '@/shared/tabs'
import { getSurveys } from '../api'
import { SurveyCard } from './survey-card'

const TABS: { value: SurveyTab; label: string; empty: string }[] = [
  { value: 'open', label: '待参与', empty: '暂时没有可参与的问卷，过几天再来看看' },
  { value: 'answered', label: '已参与', empty: '你还没有参与过问卷' },
]

function Surveys() {
  const [tab, setTab] = useState<SurveyTab>('open')
  const list = usePagedList<SurveySummary>((pageNo, pageSize) => getSurveys({ tab, pageNo, pageSize }), { key: ['survey', 'list', tab], reachBottom: true })
  const current = TABS.find((t) => t.value === tab)!
  return (
    <>
      <Tabs look='pill' label='问卷' tabs={TABS} value={tab} onChange={setTab} />
      <PagedListView list={list} emptyText={current.empty} renderItem={(s) => <SurveyCard key={s.id} survey={s} />} />
    </>
  )
}

/** 问卷列表: the surveys open to me and those I answered, with deadlines and rewards. */
export function SurveyListScreen() {
  return <Screen login='登录后参与问卷调查，完成可得积分'><Surveys /></Screen>
}
