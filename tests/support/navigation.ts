import type * as Navigation from '@/core/navigation'

/**
 * The one mock of '@/core/navigation' for a unit test:
 *
 *   jest.mock('@/core/navigation', () => jest.requireActual('<rel>/support/navigation').navigationMock())
 *
 * The real helpers stay (currentUrl, queryId, parseQuery, NavigationError); every function that
 * navigates becomes a spy resolving as the real one does, so no Taro page is opened and a test
 * asserts `expect(openPage).toHaveBeenCalledWith(...)`. `overrides` replace single exports, e.g.
 * `navigationMock({ currentUrl: () => '/pages/mine/mine' })`; jest hoists the factory above the
 * imports, so build them inside it.
 */
export function navigationMock(overrides: Partial<typeof Navigation> = {}) {
  const actual = jest.requireActual<typeof Navigation>('@/core/navigation')
  const resolves = () => jest.fn(() => Promise.resolve())
  return {
    __esModule: true,
    ...actual,
    navigate: resolves(),
    openPage: resolves(),
    redirectTo: resolves(),
    relaunch: resolves(),
    switchTab: resolves(),
    goBack: resolves(),
    goBackOr: resolves(),
    goBackTo: resolves(),
    ...overrides,
  }
}
