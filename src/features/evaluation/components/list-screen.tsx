import { useState } from 'react'
import type { EvaluationKind, EvaluationListItem, EvaluationState } from '@api/evaluation'
import { View } from '@tarojs/components'
import { ChoiceChips } from '@/shared/form'
import { Screen } from '@/shared/screen'
import { PagedListView, usePagedList } from '@/shared/paged-list'
import { Tabs, type Tab } from '@/shared/tabs'
import { getEvaluations } from '../api'
import { KIND_LABELS } from '../labels'
import { ListItem } from './list-item'
import './list-screen.scss'

const TABS: Tab<EvaluationState>[] = [
  { value: 'pending', label: '待评价' },
  { value: 'done', label: '已评价' },
]
const KINDS = [{ value: '', label: '全部' }, ...(Object.keys(KIND_LABELS) as EvaluationKind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }))]
const EMPTY: Record<EvaluationState, string> = { pending: '暂时没有待评价的服务、活动或顾问', done: '还没有评价过，完成服务或活动后来这里评价吧' }

const keyOf = (item: EvaluationListItem) => `${item.target.kind}:${item.target.id}`

function Evaluations() {
  const [state, setState] = useState<EvaluationState>('pending')
  const [kind, setKind] = useState('')
  const list = usePagedList(
    (pageNo, pageSize) => getEvaluations({ state, kind: (kind || undefined) as EvaluationKind | undefined, pageNo, pageSize }),
    { key: ['evaluation', 'list', state, kind], reachBottom: true, keyOf },
  )
  return (
    <>
      <Tabs tabs={TABS} value={state} onChange={setState} />
      <View className='eval-kinds'>
        <ChoiceChips name='评价类型' row options={KINDS} value={kind} onChange={setKind} />
      </View>
      <PagedListView list={list} emptyText={EMPTY[state]} renderItem={(item) => <ListItem key={keyOf(item)} item={item} />} />
    </>
  )
}

/** 我的评价: what waits for my evaluation and what I evaluated, by kind, more at the bottom. */
export function EvaluationListScreen() {
  return <Screen login='登录后查看和评价你的服务、活动与顾问'><Evaluations /></Screen>
}
