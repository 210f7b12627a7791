/**
 * The one mock of '@tarojs/taro' for a page or component under test:
 *
 *   jest.mock('@tarojs/taro', () => jest.requireActual('<rel>/support/taro-page').taroPageMock())
 *
 * Taro's real module stays underneath. The router (useRouter, getCurrentInstance) reads
 * `mockPage.path` and `mockPage.params`, which a test sets with `openMockPage()` before it
 * renders; the page hooks keep their handlers in `mockPage` so a test can run them
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
const shows = new Set<{ current: Handler }>()
const hides = new Set<{ current: Handler }>()

/** The page on screen: its path and query; handlers and counts start empty. */
export function openMockPage(path: string, params: Record<string, string> = {}): void {
  mockPage.path = path
  // In place: tests keep a reference to the params object.
  for (const key of Object.keys(mockPage.params)) delete mockPage.params[key]
  Object.assign(mockPage.params, params)
  mockPage.show = mockPage.hide = mockPage.reachBottom = mockPage.pullDownRefresh = mockPage.share = undefined
  mockPage.stops = 0
  reachBottoms.clear()
  shows.clear()
  hides.clear()
}

/** `defaults` are merged into Taro's default export (e.g. a `showToast` spy). */
export function taroPageMock(defaults: Record<string, unknown> = {}) {
  const actual = jest.requireActual('@tarojs/taro')
  const taro = actual.default ?? actual
  const router = () => ({ path: mockPage.path, params: mockPage.params })
  const keep = (key: 'pullDownRefresh' | 'share') => (fn: Handler) => {
    mockPage[key] = fn
  }
  const react = jest.requireActual('react')
  // Every mounted handler runs, as Taro does: a page's screen, its lists and the data cache
  // each listen to the page's show, hide and reach-bottom.
  const everyMounted = (set: Set<{ current: Handler }>, key: 'reachBottom' | 'show' | 'hide') => (fn: Handler) => {
    const ref = react.useRef(fn)
    ref.current = fn
    mockPage[key] = () => set.forEach((h) => h.current())
    react.useEffect(() => {
      set.add(ref)
      return () => void set.delete(ref)
    }, [])
  }
  const useReachBottom = everyMounted(reachBottoms, 'reachBottom')
  const stopPullDownRefresh = () => {
    mockPage.stops += 1
    return Promise.resolve()
  }
  return {
    __esModule: true,
    ...actual,
    default: { ...taro, getCurrentInstance: () => ({ router: router() }), stopPullDownRefresh, ...defaults },
    useRouter: router,
    useDidShow: everyMounted(shows, 'show'),
    useDidHide: everyMounted(hides, 'hide'),
    useReachBottom,
    usePullDownRefresh: keep('pullDownRefresh'),
    useShareAppMessage: keep('share'),
    stopPullDownRefresh,
  }
}
