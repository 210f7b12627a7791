// Taro evaluates this file at build time for app.json: its imports are plain TypeScript (no
// SCSS, no Taro API). The colours of spec §9 come from constants.ts, which takes them from tokens.
import { BRAND_NAME } from './brand'
import { EDGE_BACKGROUND, NAV_BAR, PAGE_BACKGROUND, TAB_BAR } from './constants'
import { MAIN, ROUTES, type RouteDef } from './routes'

const TAB_ICONS: Record<string, [string, string, string]> = {
  'pages/car/car': ['首页', 'assets/tab/car.png', 'assets/tab/car-active.png'],
  'pages/mine/mine': ['我的', 'assets/tab/mine.png', 'assets/tab/mine-active.png'],
}

function subpackageRoots(): string[] {
  return [...new Set(ROUTES.filter((r) => r.pkg !== MAIN).map((r) => r.pkg))]
}

/** Subpackages a user is likely to open next from the two tabs: fetched in idle time. */
const PRELOAD: Record<string, string[]> = {
  'pages/car/car': ['package-car', 'package-home', 'package-mall'],
  'pages/mine/mine': ['package-mine'],
}

/** The app.json of the mini-program (and the H5 router table), derived from src/routes.ts. */
export function buildAppConfig() {
  const tabs = ROUTES.filter((r) => r.tab)
  return {
    entryPagePath: ROUTES[0].path,
    pages: ROUTES.filter((r) => r.pkg === MAIN).map((r) => r.path),
    subPackages: subpackageRoots().map((root) => ({
      root,
      pages: ROUTES.filter((r) => r.pkg === root).map((r) => r.path.slice(root.length + 1)),
    })),
    window: {
      navigationStyle: 'custom' as const,
      navigationBarTitleText: BRAND_NAME,
      navigationBarBackgroundColor: NAV_BAR.backgroundColor,
      navigationBarTextStyle: 'white' as const,
      backgroundColor: PAGE_BACKGROUND,
      backgroundColorTop: EDGE_BACKGROUND,
      backgroundColorBottom: EDGE_BACKGROUND,
      backgroundTextStyle: 'dark' as const,
      pageOrientation: 'portrait' as const,
    },
    tabBar: {
      position: 'bottom' as const,
      color: TAB_BAR.color,
      selectedColor: TAB_BAR.selectedColor,
      backgroundColor: TAB_BAR.backgroundColor,
      borderStyle: TAB_BAR.borderStyle,
      list: tabs.map((r: RouteDef) => {
        const [text, iconPath, selectedIconPath] = TAB_ICONS[r.path]
        return { pagePath: r.path, text, iconPath, selectedIconPath }
      }),
    },
    preloadRule: Object.fromEntries(
      Object.entries(PRELOAD).map(([page, packages]) => [page, { network: 'all' as const, packages }]),
    ),
    lazyCodeLoading: 'requiredComponents' as const,
    // Nearest dealers and stores need the position; WeChat asks the user with this text.
    requiredPrivateInfos: ['getLocation' as const],
    permission: { 'scope.userLocation': { desc: '用于查找离您最近的经销商和门店' } },
    // WeChat holds a privacy API until the user agrees, and asks the app (shared/wx-privacy shows
    // its own popup). Always on since 2023-09-15; set so a base library before that date does too.
    __usePrivacyCheck__: true,
  }
}

/**
 * Page-level config (`<page>.config.ts`): title, pull-down refresh, reach-bottom distance, share
 * (navigationStyle is global). A share page turns on both WeChat menu items, a friend and Moments:
 * `usePageShare` (src/shared/share) answers both. The page's native pull-down is the
 * mini-program's only: in H5 the kit's PullRefresh takes the pull itself (use-touch-gesture.ts),
 * and Taro's would wrap the page in its Stencil pull-to-refresh element, whose first render was a
 * task of 15 to 20 ms at 1x on mine's cold start (issue 42).
 */
export function pageConfig(path: string, platform = process.env.TARO_ENV) {
  const route = ROUTES.find((r) => r.path === path)
  if (!route) throw new Error(`pageConfig: ${path} is not in src/routes.ts`)
  return {
    navigationBarTitleText: route.title,
    ...(route.refresh && platform !== 'h5' ? { enablePullDownRefresh: true, backgroundTextStyle: 'dark' as const } : {}),
    ...(route.reachBottom ? { onReachBottomDistance: route.reachBottom } : {}),
    ...(route.share ? { enableShareAppMessage: true, enableShareTimeline: true } : {}),
  }
}
