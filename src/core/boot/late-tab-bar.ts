/*
 * H5 only (config/h5-boot-loader.js calls it around Taro's app mount). Taro's tab bar is a Stencil
 * element whose first render is one task of 15 to 27 ms at 1x on every route, tab page or not;
 * on a low-tier phone that alone is more than the landing page's whole blocking-time budget
 * (issue 42). A friend who lands on a share page, a lead form or a poster's goods sees no tab bar
 * there, so on such a landing the bar is made only when the router first shows a tab page.
 * The app calls none of Taro's tab-bar APIs (setTabBarBadge and the like wait for the element).
 */
import type { AppConfig } from '@tarojs/taro'
import type { History } from 'history'
import { eventCenter } from '@tarojs/runtime'
import { initTabbar } from '@tarojs/router/dist/tabbar'
import { isTabPage } from '@/core/session'

/**
 * Mounts the app (`mount` is Taro's handleAppMountWithTabbar with its arguments bound). Landed on
 * a tab page, as Taro does; elsewhere without the tab bar, which is made (initTabbar) as the
 * router first moves to a tab page: the bar reads the address when it loads, so it shows that tab.
 */
export function mountWithLateTabBar(config: AppConfig, history: History, pathname: string, mount: () => void): void {
  const tabBar = config.tabBar
  if (!tabBar || isTabPage(pathname)) return mount()
  delete config.tabBar
  try {
    mount()
  } finally {
    config.tabBar = tabBar
  }
  const onRouteChange = (change?: { toLocation?: { path?: string } }) => {
    if (!isTabPage(change?.toLocation?.path ?? pathname)) return
    eventCenter.off('__taroRouterChange', onRouteChange)
    initTabbar(config, history)
  }
  eventCenter.on('__taroRouterChange', onRouteChange)
}
