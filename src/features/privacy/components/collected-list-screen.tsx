import { paths } from '@/routes'
import { PageShell } from '@/shared/page-shell'
import { ListState } from '@/shared/paged-list'
import { useLoad } from '@/shared/use-load'
import { getCollectedInfo } from '../api'
import { groupByScenario } from '../group'
import { CollectedItem } from './collected-item'
import { ListIntro } from './list-intro'
import { ScenarioSection } from './scenario-section'

const INTRO = '以下是本应用在各项功能中收集的个人信息、用途，以及是否提供给第三方。标为“可选”的信息你可以拒绝提供，不影响其他功能的使用。'

/** 个人信息收集清单: what the app collects, by scenario, and which third parties receive it. Public. */
export function CollectedListScreen() {
  const load = useLoad(getCollectedInfo, 'collected-info')
  const d = load.data
  const groups = d ? groupByScenario(d.scenarios, d.list) : []
  return (
    <PageShell loading={load.loading && !d} error={load.error} onRetry={() => void load.reload()}>
      {d && (
        <>
          <ListIntro text={INTRO} updatedAt={d.updatedAt} other={{ label: '查看第三方信息共享清单', url: paths.shareList() }} />
          {groups.map((g) => (
            <ScenarioSection key={g.scenario.key} name={g.scenario.name}>
              {g.rows.map((item) => <CollectedItem key={item.id} item={item} />)}
            </ScenarioSection>
          ))}
          {!groups.length && <ListState loading={false} error={null} empty emptyText='暂无收集的个人信息' onRetry={() => void load.reload()} />}
        </>
      )}
    </PageShell>
  )
}
