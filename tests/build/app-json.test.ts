import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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
  expect(app.__usePrivacyCheck__).toBe(true)
})

test('every page is built with its title, refresh and reach-bottom settings', () => {
  for (const route of ROUTES) {
    const file = `${route.path}.json`
    expect(existsSync(join(DIST, file))).toBe(true)
    // Taro compiles the share switches into the page code, not into its json (next test).
    const { enableShareAppMessage: _share, enableShareTimeline: _timeline, ...json } = pageConfig(route.path)
    expect(readJson(file)).toMatchObject(json)
  }
})

test('share pages, and only they, are built with the share handler', () => {
  for (const route of ROUTES) {
    const code = readFileSync(join(DIST, `${route.path}.js`), 'utf8')
    expect([route.path, code.includes('enableShareAppMessage'), code.includes('enableShareTimeline')]).toEqual([route.path, !!route.share, !!route.share])
  }
})

test('the tab icons are shipped as files', () => {
  for (const tab of buildAppConfig().tabBar.list) {
    expect(existsSync(join(DIST, tab.iconPath))).toBe(true)
    expect(existsSync(join(DIST, tab.selectedIconPath))).toBe(true)
  }
})

// Items of WeChat DevTools' 代码质量 panel that the build itself decides (compression and
// on-demand injection are checked in compile-modes.test.ts).
test('code quality: no image or audio over 200 KB, and the main package under 1.5 MB', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]))
  const all = files(DIST).filter((f) => !f.endsWith('.map'))
  const heavyMedia = all.filter((f) => /\.(png|jpe?g|gif|svg|webp|mp3|aac|wav|m4a)$/i.test(f) && statSync(f).size > 200 * 1024)
  expect(heavyMedia).toEqual([])
  const roots: string[] = readJson('app.json').subPackages.map((s: { root: string }) => `${join(DIST, s.root)}/`)
  const main = all.filter((f) => !roots.some((r) => f.startsWith(r))).reduce((sum, f) => sum + statSync(f).size, 0)
  expect(main).toBeLessThan(1.5 * 1024 * 1024)
})
