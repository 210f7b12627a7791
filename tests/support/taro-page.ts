/**
 * The one mock of '@tarojs/taro' for a page or component under test:
 *
 *   jest.mock('@tarojs/taro', () => jest.requireActual('<rel>/support/taro-page').taroPageMock())
 *
 * Taro's real module stays underneath. The router (useRouter, getCurrentInstance) reads
 * `mockPage.path` and `mockPage.params`, which a test sets with `openMockPage()` before it
 * renders; the page hooks keep the latest render's handler in `mockPage` so a test can run it
 * (`mockPage.show?.()`), and `mockPage.stops` counts stopPullDownRefresh calls. Reach-bottom
 * runs every mounted handler, as Taro does: a page may hold several lists.
 */
type Handler = () => unknown

export interface MockPage {
  path: string
  params: Record<string, string>
  show?: Handler
  hide?: Handler
  reachBottom?: Handler
  pullDownRefresh?: Handler
  share?: Handler
  stops: number
}

export const mockPage: MockPage = { path: '/', params: {}, stops: 0 }

const reachBottoms = new Set<{ current: Handler }>()
const runReachBottoms = () => reachBottoms.forEach((h) => h.current())

/** The page on screen: its path and query; handlers and counts start empty. */
export function openMockPage(path: string, params: Record<string, string> = {}): void {
  mockPage.path = path
  // In place: tests keep a reference to the params object.
  for (const key of Object.keys(mockPage.params)) delete mockPage.params[key]
  Object.assign(mockPage.params, params)
  mockPage.show = mockPage.hide = mockPage.reachBottom = mockPage.pullDownRefresh = mockPage.share = undefined
  mockPage.stops = 0
  reachBottoms.clear()
}

/** `defaults` are merged into Taro's default export (e.g. a `showToast` spy). */
export function taroPageMock(defaults: Record<string, unknown> = {}) {
  const actual = jest.requireActual('@tarojs/taro')
  const taro = actual.default ?? actual
  const router = () => ({ path: mockPage.path, params: mockPage.params })
  const keep = (key: 'show' | 'hide' | 'pullDownRefresh' | 'share') => (fn: Handler) => {
    mockPage[key] = fn
  }
  const react = jest.requireActual('react')
  const useReachBottom = (fn: Handler) => {
    const ref = react.useRef(fn)
    ref.current = fn
    mockPage.reachBottom = runReachBottoms
    react.useEffect(() => {
      reachBottoms.add(ref)
      return () => void reachBottoms.delete(ref)
    }, [])
  }
  const stopPullDownRefresh = () => {
    mockPage.stops += 1
    return Promise.resolve()
  }
  return {
    __esModule: true,
    ...actual,
    default: { ...taro, getCurrentInstance: () => ({ router: router() }), stopPullDownRefresh, ...defaults },
    useRouter: router,
    useDidShow: keep('show'),
    useDidHide: keep('hide'),
    useReachBottom,
    usePullDownRefresh: keep('pullDownRefresh'),
    useShareAppMessage: keep('share'),
    stopPullDownRefresh,
  }
}
