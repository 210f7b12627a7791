import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

// The `preact` project's own test list (jest.config.js): a renamed screen test would otherwise
// drop out of it without a word, and a new area would never be rendered with Preact.
const root = join(__dirname, '..', '..')
const config = jest.requireActual<{ projects: { displayName: string; testMatch: string[] }[] }>(join(root, 'jest.config.js'))
const listed = config.projects.find((p) => p.displayName === 'preact')!.testMatch.filter((t) => !t.includes('*')).map((t) => t.replace('<rootDir>/', ''))

test('every listed screen test exists', () => {
  expect(listed.length).toBeGreaterThan(0)
  expect(listed.filter((file) => !existsSync(join(root, file)))).toEqual([])
})

test('every feature area with a component test has one screen test in the list', () => {
  const features = join(root, 'tests/unit/features')
  const areas = readdirSync(features).filter((area) => readdirSync(join(features, area)).some((f) => f.endsWith('.test.tsx')))
  const areaOf = (file: string) => file.split('/')[3]
  expect(areas.filter((area) => listed.filter((file) => file.startsWith('tests/unit/features/') && areaOf(file) === area).length !== 1)).toEqual([])
})
