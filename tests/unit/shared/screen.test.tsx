import { goBack, relaunch } from '@/core/navigation'
import { readQuery, setQueryData } from '@/core/query'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { Screen, type ScreenProps } from '@/shared/screen'
import { act, render } from '../../support/render'
import { openMockPage } from '../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())

beforeEach(() => {
  openMockPage('/package-car/pages/service-progress/service-progress', { id: '7' })
  setToken('dev-token')
})

const mount = (props: ScreenProps) => render(Screen, { children: '内容', ...props })

test('the main read: loading view, then its failure with a retry, then the screen', async () => {
  const reload = jest.fn()
  const loading = await mount({ load: { loading: true, reload } })
  expect(loading.html()).toContain('加载中')
  expect(loading.html()).not.toContain('内容')
  loading.unmout()

  const failed = await mount({ load: { loading: false, error: new Error('服务器端错误'), reload } })
  expect(failed.html()).toContain('加载失败')
  expect(failed.html()).toContain('服务器端错误')
  expect(failed.html()).not.toContain('内容')
  failed.fireEvent.click(failed.queries.queryByText('重新加载')!)
  expect(reload).toHaveBeenCalledTimes(1)
  failed.unmout()

  // A refresh that fails with data shown keeps the screen.
  const kept = await mount({ load: [{ loading: false, data: 1 }, { loading: true, error: new Error('x'), data: 2 }] })
  expect(kept.html()).toContain('内容')
})

test('several main reads: the screen waits for all of them', async () => {
  const utils = await mount({ load: [{ loading: false, data: 1 }, { loading: true }] })
  expect(utils.html()).toContain('加载中')
})

test('logged out, a screen that needs an account shows the login prompt instead', async () => {
  clearSession()
  const utils = await mount({ login: '登录后查看爱车的服务进度', load: { loading: true } })
  expect(utils.html()).toContain('登录后查看爱车的服务进度')
  expect(utils.html()).not.toContain('加载中')
  expect(utils.html()).not.toContain('内容')
})

test('a link without what the screen opens says 链接无效 and why, with a way on (back) and no retry', async () => {
  const utils = await mount({ missing: '缺少工单 id，无法打开', load: { loading: true } })
  expect(utils.queries.queryByText('链接无效')).not.toBeNull()
  expect(utils.html()).toContain('缺少工单 id，无法打开')
  expect(utils.queries.queryByText('重新加载')).toBeNull()
  expect(utils.html()).not.toContain('加载中')
  utils.fireEvent.click(utils.queries.queryByText('返回')!)
  expect(goBack).toHaveBeenCalled()
})

test('a main read the server answers 404 (an unknown id) says 链接无效 with the unknown line, not 加载失败', async () => {
  const notFound = new RequestError('status', '内容不存在', { status: 404, statusCode: 404 })
  const utils = await mount({ unknown: '该动态不存在或已删除', load: [{ loading: false, data: 1 }, { loading: false, error: notFound }] })
  expect(utils.queries.queryByText('链接无效')).not.toBeNull()
  expect(utils.queries.queryByText('该动态不存在或已删除')).not.toBeNull()
  expect(utils.queries.queryByText('重新加载')).toBeNull()
  expect(utils.html()).not.toContain('内容')
  utils.fireEvent.click(utils.queries.queryByText('返回')!)
  expect(goBack).toHaveBeenCalled()
  utils.unmout()

  // Another failure is the network's: the retry stays. So does a 404 after data was shown (a refresh).
  const failed = await mount({ unknown: '该动态不存在或已删除', load: { loading: false, error: new RequestError('status', '服务器端错误', { status: 500 }), reload: jest.fn() } })
  expect(failed.queries.queryByText('重新加载')).not.toBeNull()
  expect(failed.queries.queryByText('链接无效')).toBeNull()
  failed.unmout()
  const shown = await mount({ unknown: '该动态不存在或已删除', load: { loading: false, data: 1, error: notFound } })
  expect(shown.html()).toContain('内容')
  shown.unmout()

  // Without an unknown line a 404 is an ordinary failure.
  const plain = await mount({ load: { loading: false, error: notFound, reload: jest.fn() } })
  expect(plain.queries.queryByText('重新加载')).not.toBeNull()
})

test('a screen that throws shows the error view, logged; its tap reloads the page; the frame stays', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  function Broken(): never {
    throw new Error('坏数据')
  }
  const utils = await mount({ children: <Broken /> })
  expect(utils.html()).toContain('页面出错了')
  expect(utils.queries.querySelector('.nav-bar__title')?.textContent).toBe('服务进度详情')
  expect(error.mock.calls.some((args) => args.some((a) => String(a).includes('坏数据')))).toBe(true)
  setQueryData('service/order/7', () => ({ unexpected: true }))
  await act(async () => utils.fireEvent.click(utils.queries.querySelector('.page-shell__retry')!))
  // Opened afresh: the answer it could not render is not shown again from the cache.
  expect(readQuery('service/order/7').data).toBeUndefined()
  // jsdom's address is the entry page: the page on screen is opened afresh.
  expect(relaunch).toHaveBeenCalledWith('/pages/book-browse/book-browse')
  error.mockRestore()
})
