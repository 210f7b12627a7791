import { PullRefresh, SETTLE_MS } from '@/shared/pull-refresh'
import { act, render } from '../../support/render'
import { mockPage } from '../../support/taro-page'

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
// Events are dispatched under React's act(); tell React this is a test environment.
actGlobal.IS_REACT_ACT_ENVIRONMENT = true

jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())

function touch(el: Element, type: string, y: number) {
  const event = new Event(type, { bubbles: true, cancelable: true }) as Event & { touches: unknown[] }
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientY: y }] })
  act(() => {
    el.dispatchEvent(event)
  })
  return event
}

async function mount(onRefresh: () => Promise<unknown>) {
  const utils = await render(PullRefresh, { onRefresh, children: '列表内容' })
  const root = utils.queries.querySelector('.pull-refresh')!
  // Fake timers only once mounted: the mount itself waits on real ones.
  jest.useFakeTimers()
  return { utils, root, state: () => root.getAttribute('data-pull-state') }
}

afterEach(() => jest.useRealTimers())

test('a pull past the range refreshes once, shows the states and goes back to rest', async () => {
  let finish!: () => void
  const onRefresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
  const { root, state, utils } = await mount(onRefresh)
  expect(state()).toBe('idle')

  touch(root, 'touchstart', 100)
  const move = touch(root, 'touchmove', 180)
  expect(state()).toBe('pulling')
  expect(move.defaultPrevented).toBe(true)
  expect(utils.html()).toContain('下拉刷新')
  touch(root, 'touchmove', 260)
  expect(state()).toBe('reached')
  expect(utils.html()).toContain('释放立即刷新')
  touch(root, 'touchend', 260)
  expect(state()).toBe('refreshing')
  expect(onRefresh).toHaveBeenCalledTimes(1)

  await act(async () => finish())
  expect(state()).toBe('restoring')
  act(() => {
    jest.advanceTimersByTime(SETTLE_MS)
  })
  expect(state()).toBe('idle')
  expect(onRefresh).toHaveBeenCalledTimes(1)
})

test('a short pull aborts without refreshing', async () => {
  const onRefresh = jest.fn(async () => undefined)
  const { root, state } = await mount(onRefresh)
  touch(root, 'touchstart', 100)
  touch(root, 'touchmove', 200)
  touch(root, 'touchend', 200)
  expect(state()).toBe('aborting')
  act(() => {
    jest.advanceTimersByTime(SETTLE_MS)
  })
  expect(state()).toBe('idle')
  expect(onRefresh).not.toHaveBeenCalled()
})

test('a failing refresh still brings the indicator back', async () => {
  const onRefresh = jest.fn(async () => {
    throw new Error('服务器端错误')
  })
  const { root, state } = await mount(onRefresh)
  touch(root, 'touchstart', 0)
  touch(root, 'touchmove', 200)
  await act(async () => {
    touch(root, 'touchend', 200)
  })
  expect(state()).toBe('restoring')
})

test('a swipe up scrolls the page and never starts a pull', async () => {
  const onRefresh = jest.fn(async () => undefined)
  const { root, state } = await mount(onRefresh)
  touch(root, 'touchstart', 300)
  const move = touch(root, 'touchmove', 200)
  expect(move.defaultPrevented).toBe(false)
  touch(root, 'touchend', 200)
  expect(state()).toBe('idle')
})

test('no pull starts when the page is scrolled down', async () => {
  const onRefresh = jest.fn(async () => undefined)
  const { root, state } = await mount(onRefresh)
  const scrolled = root.parentElement as HTMLElement
  Object.defineProperty(scrolled, 'scrollTop', { configurable: true, value: 120 })
  touch(root, 'touchstart', 100)
  touch(root, 'touchmove', 300)
  touch(root, 'touchend', 300)
  expect(state()).toBe('idle')
  expect(onRefresh).not.toHaveBeenCalled()
})

test('the native pull-down runs the same refresh and is stopped when it ends', async () => {
  let finish!: () => void
  const onRefresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
  const { state } = await mount(onRefresh)
  mockPage.stops = 0
  act(() => mockPage.pullDownRefresh!())
  expect(state()).toBe('refreshing')
  // A second native pull while refreshing is stopped at once and runs nothing more.
  act(() => mockPage.pullDownRefresh!())
  expect(mockPage.stops).toBe(1)
  expect(onRefresh).toHaveBeenCalledTimes(1)
  await act(async () => finish())
  expect(mockPage.stops).toBe(2)
  expect(state()).toBe('restoring')
})
