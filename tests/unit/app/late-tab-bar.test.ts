// H5: the app mounts without Taro's Stencil tab bar and makes its own plain one (src/core/boot/
// h5-tab-bar.ts), at once on a tab page, elsewhere when the router first moves to one (issue 42).
import type { AppConfig } from '@tarojs/taro'
import { mountWithLateTabBar } from '@/core/boot/late-tab-bar'

const mockMakeTabBar = jest.fn()
jest.mock('@/core/boot/h5-tab-bar', () => ({ makeTabBar: (...args: unknown[]) => mockMakeTabBar(...args) }))
const mockListeners = new Map<string, (change?: unknown) => void>()
jest.mock('@tarojs/runtime', () => ({
  eventCenter: {
    on: (name: string, fn: (change?: unknown) => void) => mockListeners.set(name, fn),
    off: (name: string) => mockListeners.delete(name),
  },
}))

// The app's own tab pages (src/routes.ts: the car tab and mine), as app.config.ts lists them.
const config = (): AppConfig => ({
  pages: ['pages/book-browse/book-browse', 'pages/car/car', 'pages/mine/mine', 'package-mall/pages/goods-detail/index'],
  tabBar: { list: [{ pagePath: 'pages/car/car', text: '首页' }, { pagePath: 'pages/mine/mine', text: '我的' }] },
  router: { mode: 'browser' },
} as AppConfig)
/** What Taro's mount reads: the tab bar (made when there is one) and the router mode (no navigation bar when 'multi'). */
const mountSees = (app: AppConfig) => ({ tabBar: app.tabBar, mode: (app as { router: { mode: string } }).router.mode })
const routeTo = (path: string) => mockListeners.get('__taroRouterChange')?.({ toLocation: { path } })

beforeEach(() => {
  mockMakeTabBar.mockClear()
  mockListeners.clear()
})

describe('late tab bar', () => {
  it("mounts a tab page without Taro's tab bar or navigation bar and makes the app's tab bar at once", () => {
    const app = config()
    const tabBar = app.tabBar
    const seen: unknown[] = []
    mountWithLateTabBar(app, '/pages/car/car', () => seen.push(mountSees(app)))
    expect(seen).toEqual([{ tabBar: undefined, mode: 'multi' }])
    expect(mountSees(app)).toEqual({ tabBar, mode: 'browser' })
    expect(mockMakeTabBar).toHaveBeenCalledWith(tabBar, '/pages/car/car')
    expect(mockListeners.size).toBe(0)
  })

  it('mounts a non-tab landing without a tab bar, and makes it once, at the first tab page', () => {
    const app = config()
    const tabBar = app.tabBar
    const seen: unknown[] = []
    mountWithLateTabBar(app, '/package-mall/pages/goods-detail/index', () => seen.push(mountSees(app)))
    expect(seen).toEqual([{ tabBar: undefined, mode: 'multi' }])
    // The router's config keeps its tab bar (tab pages keep their padding) and its mode.
    expect(mountSees(app)).toEqual({ tabBar, mode: 'browser' })
    routeTo('/package-mall/pages/goods-detail/index')
    expect(mockMakeTabBar).not.toHaveBeenCalled()
    routeTo('/pages/car/car')
    expect(mockMakeTabBar).toHaveBeenCalledWith(tabBar, '/pages/car/car')
    routeTo('/pages/mine/mine')
    expect(mockMakeTabBar).toHaveBeenCalledTimes(1)
  })
})
