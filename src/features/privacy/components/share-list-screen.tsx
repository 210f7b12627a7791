import { paths } from '@/routes'
import { PageShell } from '@/shared/page-shell'
import { ListState } from '@/shared/paged-list'
import { useLoad } from '@/shared/use-load'
import { getThirdPartySharing } from '../api'
import { groupByScenario } from '../group'
import { ListIntro } from './list-intro'
import { ScenarioSection } from './scenario-section'
import { ShareCard } from './share-card'

const INTRO = '为实现下列功能，我们会在你同意后向第三方提供必要的个人信息，或由其 SDK 在本应用内收集。各方如何处理你的信息，可查看其隐私政策或通过联系方式询问。'

/**
 * 第三方信息共享清单: the parties the app shares personal information with, by scenario. Public:
 * the same for a guest (PIPL asks it to be readable before consent).
 */
export function ShareListScreen() {
  const load = useLoad(getThirdPartySharing, 'third-party-sharing')
  const d = load.data
  const groups = d ? groupByScenario(d.scenarios, d.list) : []
  return (
    <PageShell loading={load.loading && !d} error={load.error} onRetry={() => void load.reload()}>
      {d && (
        <>
          <ListIntro text={INTRO} updatedAt={d.updatedAt} other={{ label: '查看个人信息收集清单', url: paths.infoCollect() }} />
          {groups.map((g) => (
            <ScenarioSection key={g.scenario.key} name={g.scenario.name}>
              {g.rows.map((s) => <ShareCard key={s.id} share={s} />)}
            </ScenarioSection>
          ))}
          {!groups.length && <ListState loading={false} error={null} empty emptyText='目前没有与第三方共享的个人信息' onRetry={() => void load.reload()} />}
        </>
      )}
    </PageShell>
  )
}
