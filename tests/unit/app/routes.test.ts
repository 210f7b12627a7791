import { buildAppConfig, pageConfig } from '@/app-config'
import { ENTRY_PATH, findRoute, ROUTES, routePath } from '@/routes'
import { REFRESH_PATHS, SPEC_PATHS } from '../../support/spec-routes'

/** app.config.ts calls the global defineAppConfig, which only the Taro build provides. */
function loadAppConfig(): unknown {
  ;(globalThis as Record<string, unknown>).defineAppConfig = (config: unknown) => config
  return jest.requireActual('@/app.config').default
}

const sorted = (list: string[]) => [...list].sort()

test('the route table holds exactly the paths of spec §2 and design §4, once each', () => {
  const paths = ROUTES.map((r) => r.path)
  expect(new Set(paths).size).toBe(paths.length)
  expect(sorted(paths)).toEqual(sorted(SPEC_PATHS))
})

test('every route has a Chinese title', () => {
  for (const route of ROUTES) expect(route.title).toMatch(/[\u4e00-\u9fa5]/)
})

test('app.config.ts lists every route once: main pages plus subpackages', () => {
  const config = buildAppConfig()
  const listed = [...config.pages, ...config.subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
  expect(sorted(listed)).toEqual(sorted(ROUTES.map((r) => r.path)))
  expect(loadAppConfig()).toEqual(config)
})

test('book-browse is the entry page and "/" resolves to it', () => {
  const config = buildAppConfig()
  expect(config.pages[0]).toBe('pages/book-browse/book-browse')
  expect(config.entryPagePath).toBe('pages/book-browse/book-browse')
  expect(routePath('/')).toBe(ENTRY_PATH)
  expect(findRoute('/?type=1')?.path).toBe('pages/book-browse/book-browse')
})

test('the tab bar is car then mine, with the colours of spec §9', () => {
  const { tabBar } = buildAppConfig()
  expect(tabBar.list.map((t) => [t.pagePath, t.text])).toEqual([
    ['pages/car/car', '首页'],
    ['pages/mine/mine', '我的'],
  ])
  for (const tab of tabBar.list) expect(tab.iconPath).not.toBe(tab.selectedIconPath)
  expect(tabBar).toMatchObject({ position: 'bottom', color: '#999999', selectedColor: '#4E6175', backgroundColor: '#fff', borderStyle: 'black' })
})

test('window: custom navigation, brand title, portrait, spec colours', () => {
  expect(buildAppConfig().window).toMatchObject({
    navigationStyle: 'custom',
    navigationBarTitleText: '星驰汽车',
    navigationBarBackgroundColor: '#252525',
    navigationBarTextStyle: 'white',
    backgroundColor: '#F8F8F8',
    backgroundColorTop: '#F4F5F6',
    backgroundColorBottom: '#F4F5F6',
    pageOrientation: 'portrait',
  })
})

test('tab pages live in the main package; preloaded packages exist', () => {
  const config = buildAppConfig()
  for (const tab of config.tabBar.list) expect(config.pages).toContain(tab.pagePath)
  const roots = config.subPackages.map((s) => s.root)
  for (const rule of Object.values(config.preloadRule)) for (const pkg of rule.packages) expect(roots).toContain(pkg)
})

test('pull-down refresh is on exactly for the pages of REFRESH_PATHS (mine, my records and lists, service progress, charging)', () => {
  const refreshing = ROUTES.filter((r) => pageConfig(r.path, 'weapp').enablePullDownRefresh).map((r) => r.path)
  expect(sorted(refreshing)).toEqual(sorted(REFRESH_PATHS))
})

test("H5 leaves the page's native pull-down off: the kit's PullRefresh takes the pull there", () => {
  expect(ROUTES.filter((r) => pageConfig(r.path, 'h5').enablePullDownRefresh)).toEqual([])
})

test('list pages get reach-bottom distance 50', () => {
  for (const path of ['package-mine/pages/invite-record/invite-record', 'package-car/pages/service-progress/service-progress']) {
    expect(pageConfig(path).onReachBottomDistance).toBe(50)
  }
  expect(pageConfig('pages/webview-h5/webview-h5').onReachBottomDistance).toBeUndefined()
})

test('pageConfig refuses a path missing from the table', () => {
  expect(() => pageConfig('pages/nowhere/index')).toThrow('not in src/routes.ts')
})

test('share pages turn on the mini-program share sheet and Moments; others do not', () => {
  expect(pageConfig('package-community/pages/community-detail/community-detail')).toMatchObject({ enableShareAppMessage: true, enableShareTimeline: true })
  expect(pageConfig('package-mall/pages/goods-detail/index')).toMatchObject({ enableShareAppMessage: true, enableShareTimeline: true, onReachBottomDistance: 50 })
  expect(pageConfig('package-mall/pages/cart/index').enableShareAppMessage).toBeUndefined()
  expect(pageConfig('package-mall/pages/cart/index').enableShareTimeline).toBeUndefined()
})
