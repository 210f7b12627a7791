import { useState } from 'react'
import type { CreatorActivityState } from '@api/posts'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { Tabs } from '@/shared/tabs'
import { ACTIVITY_TABS } from '../activity-labels'
import { creatorActivitiesList } from '../queries'
import { ActivityCard } from './activity-card'
import './activity-list-screen.scss'

const EMPTY: Record<CreatorActivityState | '', string> = {
  '': '暂无创作活动，敬请期待',
  upcoming: '暂无即将开始的活动',
  open: '暂无征稿中的活动',
  judging: '暂无评审中的活动',
  ended: '暂无已结束的活动',
}

/** 创作活动: calls for works by state, each with its deadline countdown while open. */
export function ActivityListScreen() {
  const [state, setState] = useState<CreatorActivityState | ''>('')
  const list = usePagedQuery(creatorActivitiesList, [state], { reachBottom: true })
  return (
    <Screen>
      <Tabs label='活动状态' tabs={ACTIVITY_TABS} value={state} onChange={setState} />
      <PagedListView className='creator-activities' list={list} emptyText={EMPTY[state]} renderItem={(a) => <ActivityCard key={a.id} activity={a} />} />
    </Screen>
  )
}
