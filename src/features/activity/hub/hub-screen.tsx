import { useState } from 'react'
import { View } from '@tarojs/components'
import type { RegisterListState } from '@api/activity'
import { useToken } from '@/core/session'
import { LoginPrompt } from '@/shared/login-prompt'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { PullRefresh } from '@/shared/pull-refresh'
import { Screen } from '@/shared/screen'
import { Tabs } from '@/shared/tabs'
import { hubList, myRegistrationsList } from '../queries'
import { HubActivityCard, MyRegistrationCard } from './hub-cards'
import { HUB_TABS, type HubTab } from './rules'
import './hub.scss'

/**
 * The activity hub: activities open for registration, not open yet and ended (anyone may look),
 * and my registrations with where each stands (after login). Each tab is its own paged list in
 * the data cache, so a registration made on a detail page shows here when back.
 */
export function ActivityHubScreen() {
  const loggedIn = Boolean(useToken())
  const [tab, setTab] = useState<HubTab>('open')
  const state: RegisterListState = tab === 'mine' ? 'open' : tab
  const activities = usePagedQuery(hubList, tab !== 'mine' && [state], { reachBottom: tab !== 'mine' })
  const mine = usePagedQuery(myRegistrationsList, tab === 'mine' && loggedIn && [], { reachBottom: tab === 'mine' })
  const current = HUB_TABS.find((t) => t.value === tab)!
  const refresh = () => (tab === 'mine' ? mine.refresh() : activities.refresh())
  const now = Date.now()
  return (
    <Screen>
      <Tabs label='活动分类' tabs={HUB_TABS} value={tab} onChange={setTab} />
      <PullRefresh onRefresh={refresh}>
        <View className='activity-hub__list'>
          {tab !== 'mine' ? (
            <PagedListView
              list={activities}
              emptyText={current.emptyText}
              renderItem={(a) => <HubActivityCard key={a.id} activity={a} tab={state} now={now} />}
            />
          ) : loggedIn ? (
            <PagedListView list={mine} emptyText={current.emptyText} renderItem={(r) => <MyRegistrationCard key={r.id} record={r} />} />
          ) : (
            <LoginPrompt text='登录后查看我的报名记录' />
          )}
        </View>
      </PullRefresh>
    </Screen>
  )
}
