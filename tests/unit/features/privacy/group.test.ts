import { groupByScenario } from '@/features/privacy/group'

const scenarios = [
  { key: 'location', name: '地图定位' },
  { key: 'login', name: '登录与安全' },
  { key: 'payment', name: '支付' },
]
const row = (id: number, scenario: string) => ({ id, scenario })

test('rows go under their scenario, in the scenarios\' order, keeping their own order', () => {
  const groups = groupByScenario(scenarios, [row(1, 'login'), row(2, 'location'), row(3, 'login'), row(4, 'payment')])
  expect(groups.map((g) => [g.scenario.name, g.rows.map((r) => r.id)])).toEqual([
    ['地图定位', [2]],
    ['登录与安全', [1, 3]],
    ['支付', [4]],
  ])
})

test('a scenario without rows is left out', () => {
  expect(groupByScenario(scenarios, [row(1, 'payment')]).map((g) => g.scenario.key)).toEqual(['payment'])
})

test('rows of a scenario the list does not name still show, under 其他 at the end', () => {
  const groups = groupByScenario(scenarios, [row(1, 'unknown'), row(2, 'login'), row(3, 'later')])
  expect(groups.map((g) => [g.scenario.name, g.rows.map((r) => r.id)])).toEqual([
    ['登录与安全', [2]],
    ['其他', [1, 3]],
  ])
})

test('no rows, no groups', () => {
  expect(groupByScenario(scenarios, [])).toEqual([])
})
