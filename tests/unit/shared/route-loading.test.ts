import { eventCenter } from '@tarojs/taro'
import { installRouteLoading, PAGE_LOAD_DELAY, PAGE_LOAD_TIMEOUT } from '@/shared/route-loading'

let uninstall: () => void
const overlay = () => document.querySelector<HTMLElement>('.route-loading')!

beforeEach(() => {
  jest.useFakeTimers()
  uninstall = installRouteLoading()
})

afterEach(() => {
  uninstall()
  jest.useRealTimers()
})

test('the spec numbers: 200 ms delay, 60 000 ms time-out', () => {
  expect(PAGE_LOAD_DELAY).toBe(200)
  expect(PAGE_LOAD_TIMEOUT).toBe(60000)
})

test('a page that loads within 200 ms never shows the loading view', () => {
  eventCenter.trigger('__taroRouterChange', {})
  jest.advanceTimersByTime(PAGE_LOAD_DELAY - 1)
  eventCenter.trigger('__afterTaroRouterChange', {})
  jest.advanceTimersByTime(PAGE_LOAD_TIMEOUT)
  expect(overlay().dataset.view).toBe('none')
})

test('a slow page shows the loading view after 200 ms and hides it once loaded', () => {
  eventCenter.trigger('__taroRouterChange', {})
  jest.advanceTimersByTime(PAGE_LOAD_DELAY)
  expect(overlay().dataset.view).toBe('loading')
  expect(overlay().textContent).toContain('页面加载中')
  eventCenter.trigger('__afterTaroRouterChange', {})
  expect(overlay().dataset.view).toBe('none')
})

test('a page that has not loaded after 60 s shows the error view', () => {
  eventCenter.trigger('__taroRouterChange', {})
  jest.advanceTimersByTime(PAGE_LOAD_TIMEOUT - 1)
  expect(overlay().dataset.view).toBe('loading')
  jest.advanceTimersByTime(1)
  expect(overlay().dataset.view).toBe('error')
  expect(overlay().textContent).toContain('页面加载失败')
})

test('a failed page chunk shows the error view at once; other rejections do not', () => {
  eventCenter.trigger('__taroRouterChange', {})
  const reject = (reason: unknown) => {
    const event = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(event, 'reason', { value: reason })
    window.dispatchEvent(event)
  }
  reject(new Error('some other failure'))
  expect(overlay().dataset.view).not.toBe('error')
  reject(Object.assign(new Error('Loading chunk 7146 failed.'), { name: 'ChunkLoadError' }))
  expect(overlay().dataset.view).toBe('error')
})

test('the error view reloads the page on click', () => {
  const reload = jest.fn()
  const original = window.location
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } })
  try {
    eventCenter.trigger('__taroRouterChange', {})
    jest.advanceTimersByTime(PAGE_LOAD_TIMEOUT)
    overlay().querySelector<HTMLButtonElement>('.route-loading__retry')!.click()
    expect(reload).toHaveBeenCalledTimes(1)
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: original })
  }
})
