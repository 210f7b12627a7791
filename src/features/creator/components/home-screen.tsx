import type { CreatorHome, CreatorProfile, CreatorWork, WorkState } from '@api/posts'
import { View } from '@tarojs/components'
import { Screen } from '@/shared/screen'
import { TabbedList, type ListTab } from '@/shared/tabbed-list-screen'
import { getCreatorHome, getMyWorks } from '../api'
import { useCreatorHome } from '../hooks'
import { CREATOR_HOME } from '../queries'
import { CreatorEntries } from './creator-entries'
import { CreatorHeader } from './creator-header'
import { NotCreator } from './not-creator'
import { WorkRow } from './work-row'

type Tab = WorkState | 'all'

const TABS: readonly ListTab<Tab>[] = [
  { value: 'all', label: '全部', emptyText: '还没有作品，提交第一篇吧' },
  { value: 'draft', label: '草稿', emptyText: '没有草稿' },
  { value: 'reviewing', label: '审核中', emptyText: '没有审核中的作品' },
  { value: 'published', label: '已发布', emptyText: '还没有发布的作品' },
  { value: 'rejected', label: '未通过', emptyText: '没有未通过的作品' },
  { value: 'withdrawn', label: '已撤回', emptyText: '没有撤回的作品' },
]

const loadWorks = (tab: Tab, pageNo: number, pageSize: number) => getMyWorks({ state: tab === 'all' ? undefined : tab, pageNo, pageSize })

function Dashboard() {
  return (
    <TabbedList<CreatorWork, Tab, CreatorHome>
      cacheKey={CREATOR_HOME}
      tabs={TABS}
      label='我的作品'
      load={loadWorks}
      renderItem={(work) => <WorkRow key={work.id} work={work} />}
      // The header shares the home's cache entry (useCreatorHome), so it is one read.
      summary={{ load: getCreatorHome, render: (home) => home.profile && <Header profile={home.profile} /> }}
      pullRefresh
      className='creator-home'
    />
  )
}

function Header({ profile }: { profile: CreatorProfile }) {
  return (
    <View>
      <CreatorHeader profile={profile} />
      <CreatorEntries />
    </View>
  )
}

/** The creator home: profile, level, totals, the centre's pages and my works by review state; not a creator yet: why and how to become one. */
export function CreatorHomeScreen() {
  const home = useCreatorHome()
  return (
    <Screen login='登录后进入创作者中心' load={home}>
      {home.data && (home.data.profile ? <Dashboard /> : <NotCreator home={home.data} />)}
    </Screen>
  )
}
