// H5: Taro's tab bar is made at the mount only when the landed route is a tab page; elsewhere
// when the router first moves to one (src/core/boot/late-tab-bar.ts, issue 42).
import type { AppConfig } from '@tarojs/taro'
import type { History } from 'history'
import { mountWithLateTabBar } from '@/core/boot/late-tab-bar'

const mockInitTabbar = jest.fn()
jest.mock('@tarojs/router/dist/tabbar', () => ({ initTabbar: (...args: unknown[]) => mockInitTabbar(...args) }))
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
})
const history = {} as History
const routeTo = (path: string) => mockListeners.get('__taroRouterChange')?.({ toLocation: { path } })

beforeEach(() => {
  mockInitTabbar.mockClear()
  mockListeners.clear()
})

describe('late tab bar', () => {
  it('mounts as Taro does on a tab page, tab bar and all', () => {
    const app = config()
    const seen: unknown[] = []
    mountWithLateTabBar(app, history, '/pages/car/car', () => seen.push(app.tabBar))
    expect(seen).toEqual([app.tabBar])
    expect(mockListeners.size).toBe(0)
  })

  it('mounts a non-tab landing without the tab bar, and makes it once, at the first tab page', () => {
    const app = config()
    const tabBar = app.tabBar
    const seen: unknown[] = []
    mountWithLateTabBar(app, history, '/package-mall/pages/goods-detail/index', () => seen.push(app.tabBar))
    expect(seen).toEqual([undefined])
    // The router's config keeps its tab bar (tab pages keep their padding).
    expect(app.tabBar).toBe(tabBar)
    routeTo('/package-mall/pages/goods-detail/index')
    expect(mockInitTabbar).not.toHaveBeenCalled()
    routeTo('/pages/car/car')
    expect(mockInitTabbar).toHaveBeenCalledWith(app, history)
    routeTo('/pages/mine/mine')
    expect(mockInitTabbar).toHaveBeenCalledTimes(1)
  })
})
