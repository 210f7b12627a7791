import { paths } from '@/routes'
import { thirdPartySharingQuery } from '../queries'
import { ScenarioListScreen } from './scenario-list-screen'
import { ShareCard } from './share-card'

const INTRO = '为实现下列功能，我们会在你同意后向第三方提供必要的个人信息，或由其 SDK 在本应用内收集。各方如何处理你的信息，可查看其隐私政策或通过联系方式询问。'

const LIST = {
  query: thirdPartySharingQuery,
  intro: INTRO,
  other: { label: '查看个人信息收集清单', url: paths.infoCollect() },
  emptyText: '目前没有与第三方共享的个人信息',
}

/**
 * 第三方信息共享清单: the parties the app shares personal information with, by scenario. Public:
 * the same for a guest (PIPL asks it to be readable before consent).
 */
export function ShareListScreen() {
  return <ScenarioListScreen {...LIST} renderRow={(s) => <ShareCard key={s.id} share={s} />} />
}
