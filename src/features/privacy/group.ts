import type { PrivacyScenario } from '@api/privacy'

export interface ScenarioGroup<T> {
  scenario: PrivacyScenario
  rows: T[]
}

export const OTHER_SCENARIO: PrivacyScenario = { key: 'other', name: '其他' }

/**
 * Rows under their scenarios, in the scenarios' order, each keeping the rows' own order.
 * Scenarios without rows are left out; rows of a scenario the list does not name still show,
 * under 其他 at the end, rather than disappear from a list the law asks to be complete.
 */
export function groupByScenario<T extends { scenario: string }>(scenarios: PrivacyScenario[], rows: T[]): ScenarioGroup<T>[] {
  const known = new Set(scenarios.map((s) => s.key))
  const groups = scenarios.map((scenario) => ({ scenario, rows: rows.filter((r) => r.scenario === scenario.key) }))
  const other = rows.filter((r) => !known.has(r.scenario))
  return [...groups, { scenario: OTHER_SCENARIO, rows: other }].filter((g) => g.rows.length > 0)
}
