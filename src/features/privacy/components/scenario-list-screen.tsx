import type { ReactNode } from 'react'
import type { PrivacyScenario } from '@api/privacy'
import { Screen } from '@/shared/screen'
import { ListState } from '@/shared/paged-list'
import type { QueryDef } from '@/core/query'
import { useQuery } from '@/shared/use-load'
import { groupByScenario } from '../group'
import { ListIntro } from './list-intro'
import { ScenarioSection } from './scenario-section'

interface Props<T> {
  /** The list's read (defined in queries.ts). */
  query: QueryDef<[], { updatedAt: string; scenarios: PrivacyScenario[]; list: T[] }>
  intro: string
  /** The other privacy list, linked under the intro. */
  other: { label: string; url: string }
  emptyText: string
  renderRow: (row: T) => ReactNode
}

/** A privacy list (what is collected, who it is shared with): an intro, then rows grouped by scenario. */
export function ScenarioListScreen<T extends { scenario: string }>({ query, intro, other, emptyText, renderRow }: Props<T>) {
  const data = useQuery(query, [])
  const d = data.data
  const groups = d ? groupByScenario(d.scenarios, d.list) : []
  return (
    <Screen load={data}>
      {d && (
        <>
          <ListIntro text={intro} updatedAt={d.updatedAt} other={other} />
          {groups.map((g) => (
            <ScenarioSection key={g.scenario.key} name={g.scenario.name}>
              {g.rows.map(renderRow)}
            </ScenarioSection>
          ))}
          {!groups.length && <ListState loading={false} error={null} empty emptyText={emptyText} onRetry={() => void data.reload()} />}
        </>
      )}
    </Screen>
  )
}
