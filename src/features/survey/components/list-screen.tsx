import { useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import type { SurveySummary, SurveyTab } from '@api/survey'
import { useToken } from '@/core/session'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
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
  const list = usePagedList<SurveySummary>((pageNo, pageSize) => getSurveys({ tab, pageNo, pageSize }), { key: tab, reachBottom: true })
  // Back from a survey just submitted: it moves from 待参与 to 已参与.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.refresh()
    shown.current = true
  })
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
  const token = useToken()
  return <PageShell>{token ? <Surveys /> : <LoginPrompt text='登录后参与问卷调查，完成可得积分' />}</PageShell>
}
