/*
 * H5 only (config/h5-boot-loader.js calls it around Taro's app mount). Taro mounts the app with
 * its Stencil tab bar, whose first render was one task of 15 to 27 ms at 1x on every route, tab
 * page or not (issue 42); the app mounts without it and makes its own plain one (./h5-tab-bar).
 * A friend who lands on a share page, a lead form or a poster's goods sees no tab bar there, so
 * on such a landing the bar (and its icons' requests) waits until the router first shows a tab page.
 */
import type { AppConfig } from '@tarojs/taro'
import { eventCenter } from '@tarojs/runtime'
import { isTabPage } from '@/core/session'
import { makeTabBar, type TabBarConfig } from './h5-tab-bar'

/**
 * Mounts the app (`mount` is Taro's handleAppMountWithTabbar with its arguments bound) without
 * Taro's tab bar, and without its navigation bar: every page draws its own (navigationStyle
 * 'custom'), so Taro's stayed hidden, yet making it (three SVGs and a stylesheet) was 6 ms at 1x
 * of every cold start. Taro skips both on a config with no tabBar and a 'multi' router mode, as
 * the mount alone reads them; its navigation-bar handler then finds no bar and sets only the
 * document title. Landed on a tab page, the app's bar is made at once; elsewhere as the router
 * first moves to a tab page.
 */
export function mountWithLateTabBar(config: AppConfig, pathname: string, mount: () => void): void {
  const tabBar = config.tabBar as TabBarConfig | undefined
  const router = (config as { router?: { mode?: string } }).router
  const mode = router?.mode
  delete config.tabBar
  if (router) router.mode = 'multi'
  try {
    mount()
  } finally {
    if (tabBar) config.tabBar = tabBar as AppConfig['tabBar']
    if (router) router.mode = mode
  }
  if (!tabBar) return
  if (isTabPage(pathname)) return void makeTabBar(tabBar, pathname)
  const onRouteChange = (change?: { toLocation?: { path?: string } }) => {
    const to = change?.toLocation?.path ?? pathname
    if (!isTabPage(to)) return
    eventCenter.off('__taroRouterChange', onRouteChange)
    makeTabBar(tabBar, to)
  }
  eventCenter.on('__taroRouterChange', onRouteChange)
}
