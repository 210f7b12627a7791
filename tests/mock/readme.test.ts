// mock/README.md lists every route as the manifest declares it (regenerate with
// `npx tsx mock/list-routes.ts --write`).
import { readFileSync } from 'node:fs'
import { README, routeTable, withTable } from '../../mock/list-routes'

test('the README route table is up to date', () => {
  const readme = readFileSync(README, 'utf8')
  expect(readme).toBe(withTable(readme, routeTable()))
})
