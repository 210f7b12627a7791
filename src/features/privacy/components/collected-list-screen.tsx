import { paths } from '@/routes'
import { collectedInfoQuery } from '../collected-query'
import { CollectedItem } from './collected-item'
import { ScenarioListScreen } from './scenario-list-screen'

const INTRO = '以下是本应用在各项功能中收集的个人信息、用途，以及是否提供给第三方。标为“可选”的信息你可以拒绝提供，不影响其他功能的使用。'

const LIST = {
  query: collectedInfoQuery,
  intro: INTRO,
  other: { label: '查看第三方信息共享清单', url: paths.shareList() },
  emptyText: '暂无收集的个人信息',
}

/** 个人信息收集清单: what the app collects, by scenario, and which third parties receive it. Public. */
export function CollectedListScreen() {
  return <ScenarioListScreen {...LIST} renderRow={(item) => <CollectedItem key={item.id} item={item} />} />
}
