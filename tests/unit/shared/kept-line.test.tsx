import { AREA, definePaged, defineQuery, resetQueriesForTests, setQueryClock } from '@/core/query'
import { keptSettled } from '@/core/query/store'
import { RequestError } from '@/core/request'
import { setToken } from '@/core/session'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { keptAge } from '@/shared/page-shell'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { act, render } from '../../support/render'
import { openMockPage } from '../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())

/*
 * The frame's line over a screen whose read failed and that shows the answer the device kept
 * (issue 41): the kept figures, how old they are, no error view; a new answer takes the line away.
 */

const MINUTE = 60_000
const T0 = 1_760_000_000_000
let now = T0
const LINE = /^网络不佳，显示的是/

const fetchPoints = jest.fn<Promise<{ point: number }>, []>()
const pointsQuery = defineQuery(() => [AREA.user, 'points'], () => fetchPoints(), { keep: true })
const fetchOrders = jest.fn<Promise<{ list: { id: number; name: string }[]; total: number; pageNo: number; pageSize: number }>, [number]>()
const ordersList = definePaged(() => [AREA.service, 'orders'], (pageNo: number) => fetchOrders(pageNo), { keep: true })

function Points() {
  const points = useQuery(pointsQuery, [])
  return (
    <Screen load={points}>
      <span>积分 {points.data?.point}</span>
      <button type='button' onClick={() => void points.reload()}>
        刷新
      </button>
    </Screen>
  )
}

function Orders() {
  const points = useQuery(pointsQuery, [])
  const list = usePagedQuery(ordersList, [])
  return (
    <Screen load={points}>
      <PagedListView list={list} emptyText='还没有工单' renderItem={(o) => <span key={o.id}>{o.name}</span>} />
    </Screen>
  )
}

const lines = (utils: Awaited<ReturnType<typeof render>>) => [...utils.queries.querySelectorAll('[role="status"]')].filter((el) => LINE.test(el.textContent ?? ''))

/** The data cache's clock (when answers are read), `minutes` before the real now the line counts from. */
function readAt(minutesAgo: number) {
  now = Date.now() - minutesAgo * MINUTE
  setQueryClock(() => now)
}

/** The app opened again: the cache empty, the device's storage as it was, its clock at the real now. */
async function reopen() {
  await keptSettled()
  resetQueriesForTests()
  readAt(0)
}

beforeEach(() => {
  localStorage.clear()
  openMockPage('/pages/mine/mine')
  setToken('dev-token')
  readAt(0)
  fetchPoints.mockReset()
  fetchOrders.mockReset()
})

test('keptAge says how old: 刚刚 under a minute, then minutes, then hours (a week at most)', () => {
  expect(keptAge(T0, T0 + 59_000)).toBe('刚刚')
  expect(keptAge(T0, T0 + 5 * MINUTE)).toBe('5 分钟前')
  expect(keptAge(T0, T0 + 59 * MINUTE)).toBe('59 分钟前')
  expect(keptAge(T0, T0 + 125 * MINUTE)).toBe('2 小时前')
  expect(keptAge(T0, T0 + 3 * 24 * 60 * MINUTE)).toBe('72 小时前')
})

test('a failing read shows the kept figures with the line, no error view; a new answer takes the line away', async () => {
  readAt(5)
  fetchPoints.mockResolvedValueOnce({ point: 2680 })
  const first = await render(Points)
  await act(async () => {})
  expect(first.queries.queryByText('积分 2680')).not.toBeNull()
  expect(lines(first)).toHaveLength(0)
  first.unmout()

  await reopen()
  fetchPoints.mockRejectedValueOnce(new RequestError('network', ''))
  const offline = await render(Points)
  await act(async () => {})
  expect(offline.queries.queryByText('积分 2680')).not.toBeNull()
  expect(lines(offline).map((el) => el.textContent)).toEqual([`网络不佳，显示的是 5 分钟前的内容`])
  expect(offline.queries.queryByText('加载失败')).toBeNull()

  fetchPoints.mockResolvedValueOnce({ point: 2690 })
  await act(async () => offline.fireEvent.click(offline.queries.queryByText('刷新')!))
  expect(offline.queries.queryByText('积分 2690')).not.toBeNull()
  expect(lines(offline)).toHaveLength(0)
})

test('a failing read with nothing kept shows the error view with a retry, as before', async () => {
  fetchPoints.mockRejectedValueOnce(new RequestError('network', ''))
  const utils = await render(Points)
  await act(async () => {})
  expect(utils.queries.queryByText('加载失败')).not.toBeNull()
  expect(utils.queries.queryByText('重新加载')).not.toBeNull()
  expect(lines(utils)).toHaveLength(0)
})

test('a kept list shows its rows under the line; with the frame’s line already shown, one line only', async () => {
  readAt(90)
  fetchPoints.mockResolvedValueOnce({ point: 2680 })
  fetchOrders.mockResolvedValueOnce({ list: [{ id: 1, name: '首保工单' }], total: 1, pageNo: 1, pageSize: 10 })
  const first = await render(Orders)
  await act(async () => {})
  expect(first.queries.queryByText('首保工单')).not.toBeNull()
  first.unmout()

  // Only the list fails: its own line, over its rows.
  await reopen()
  fetchPoints.mockResolvedValueOnce({ point: 2680 })
  fetchOrders.mockRejectedValueOnce(new RequestError('network', ''))
  const listOnly = await render(Orders)
  await act(async () => {})
  expect(listOnly.queries.queryByText('首保工单')).not.toBeNull()
  expect(lines(listOnly).map((el) => el.textContent)).toEqual(['网络不佳，显示的是 1 小时前的内容'])
  listOnly.unmout()

  // Both fail: the frame says it once.
  await reopen()
  fetchPoints.mockRejectedValueOnce(new RequestError('network', ''))
  fetchOrders.mockRejectedValueOnce(new RequestError('network', ''))
  const both = await render(Orders)
  await act(async () => {})
  expect(both.queries.queryByText('首保工单')).not.toBeNull()
  expect(lines(both)).toHaveLength(1)
})

test('a screen that cannot render drops what the device kept: the answer it choked on never comes back', async () => {
  fetchPoints.mockResolvedValueOnce({ point: 2680 })
  const first = await render(Points)
  await act(async () => {})
  first.unmout()
  await keptSettled()
  expect(Object.keys(localStorage).filter((k) => k.startsWith('kept-reads'))).not.toEqual([])

  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  function Broken(): never {
    throw new Error('坏数据')
  }
  const broken = await render(() => <Screen load={{ loading: false, data: 1 }}><Broken /></Screen>)
  expect(broken.html()).toContain('页面出错了')
  await keptSettled()
  expect(Object.keys(localStorage).filter((k) => k.startsWith('kept-reads'))).toEqual([])
  error.mockRestore()
})
