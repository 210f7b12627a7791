import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildAppConfig, pageConfig } from '../../src/app-config'
import { ROUTES } from '../../src/routes'

const DIST = join(__dirname, '../../dist/weapp')
const readJson = (file: string) => JSON.parse(readFileSync(join(DIST, file), 'utf8'))
const sorted = (list: string[]) => [...list].sort()

beforeAll(() => {
  if (!existsSync(join(DIST, 'app.json'))) throw new Error('dist/weapp is missing: run `npm run build:weapp` first')
})

test('the built app.json lists exactly the routes of src/routes.ts', () => {
  const app = readJson('app.json')
  const listed: string[] = [
    ...app.pages,
    ...app.subPackages.flatMap((s: { root: string; pages: string[] }) => s.pages.map((p) => `${s.root}/${p}`)),
  ]
  expect(sorted(listed)).toEqual(sorted(ROUTES.map((r) => r.path)))
})

test('the built app.json has the tab bar, subpackages and window of src/app.config.ts', () => {
  const app = readJson('app.json')
  const expected = buildAppConfig()
  expect(app.tabBar).toEqual(expected.tabBar)
  expect(app.subPackages).toEqual(expected.subPackages)
  expect(app.pages).toEqual(expected.pages)
  expect(app.window).toEqual(expected.window)
  expect(app.preloadRule).toEqual(expected.preloadRule)
  expect(app.requiredPrivateInfos).toEqual(expected.requiredPrivateInfos)
  expect(app.permission).toEqual(expected.permission)
  expect(app.lazyCodeLoading).toBe(expected.lazyCodeLoading)
})

test('every page is built with its title, refresh and reach-bottom settings', () => {
  for (const route of ROUTES) {
    const file = `${route.path}.json`
    expect(existsSync(join(DIST, file))).toBe(true)
    // Taro compiles enableShareAppMessage into the page code, not into its json (next test).
    const { enableShareAppMessage: _share, ...json } = pageConfig(route.path)
    expect(readJson(file)).toMatchObject(json)
  }
})

test('share pages, and only they, are built with the share handler', () => {
  for (const route of ROUTES) {
    const code = readFileSync(join(DIST, `${route.path}.js`), 'utf8')
    expect([route.path, code.includes('enableShareAppMessage')]).toEqual([route.path, !!route.share])
  }
})

test('the tab icons are shipped as files', () => {
  for (const tab of buildAppConfig().tabBar.list) {
    expect(existsSync(join(DIST, tab.iconPath))).toBe(true)
    expect(existsSync(join(DIST, tab.selectedIconPath))).toBe(true)
  }
})
