import { useState } from 'react'
import type { EvaluationKind, EvaluationListItem, EvaluationState } from '@api/evaluation'
import { View } from '@tarojs/components'
import { ChoiceChips } from '@/shared/form'
import { TabbedListScreen, type ListTab } from '@/shared/tabbed-list-screen'
import { getEvaluations } from '../api'
import { EVALUATION_LIST } from '../queries'
import { KIND_LABELS } from '../labels'
import { ListItem } from './list-item'
import './list-screen.scss'

const TABS: ListTab<EvaluationState>[] = [
  { value: 'pending', label: '待评价', emptyText: '暂时没有待评价的服务、活动或顾问' },
  { value: 'done', label: '已评价', emptyText: '还没有评价过，完成服务或活动后来这里评价吧' },
]
const KINDS = [{ value: '', label: '全部' }, ...(Object.keys(KIND_LABELS) as EvaluationKind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }))]

const keyOf = (item: EvaluationListItem) => `${item.target.kind}:${item.target.id}`

/** 我的评价: what waits for my evaluation and what I evaluated, by kind, more at the bottom. */
export function EvaluationListScreen() {
  const [kind, setKind] = useState('')
  return (
    <TabbedListScreen
      cacheKey={EVALUATION_LIST}
      loginText='登录后查看和评价你的服务、活动与顾问'
      tabs={TABS}
      load={(state, pageNo, pageSize) => getEvaluations({ state, kind: (kind || undefined) as EvaluationKind | undefined, pageNo, pageSize })}
      listKey={kind}
      keyOf={keyOf}
      filter={
        <View className='eval-kinds'>
          <ChoiceChips name='评价类型' row options={KINDS} value={kind} onChange={setKind} />
        </View>
      }
      renderItem={(item) => <ListItem key={keyOf(item)} item={item} />}
      pullRefresh
    />
  )
}
