import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { Page } from '@api/common'
import { definePaged, resetQueriesForTests } from '@/core/query'
import { ListFooter, PagedListView, usePagedList, usePagedQuery, type PageLoader } from '@/shared/paged-list'
import { render } from '../../support/render'
import { mockPage } from '../../support/taro-page'
import { waitFor } from '../../support/wait-for'

jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())

interface Row {
  id: number
}
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }))
const page = (pageNo: number, list: Row[], total: number): Page<Row> => ({ list, total, pageNo, pageSize: 10 })

function Harness({ fetch, swallowed = false, reachBottom = true }: { fetch: PageLoader<Row>; swallowed?: boolean; reachBottom?: boolean }) {
  const [key, setKey] = useState('a')
  const list = usePagedList((pageNo, pageSize) => fetch(pageNo, pageSize), { key: ['t', key], swallowed, reachBottom })
  return (
    <View>
      <View className='refresh' onClick={() => void list.refresh()} />
      <View className='switch' onClick={() => setKey('b')} />
      <PagedListView list={list} emptyText='空' renderItem={(r) => <Text key={r.id} className='row'>{r.id}</Text>} />
    </View>
  )
}

type Utils = Awaited<ReturnType<typeof render>>
const ids = (utils: Utils) => [...utils.queries.querySelectorAll('.row')].map((e) => Number(e.textContent))
const click = (utils: Utils, selector: string) => utils.fireEvent.click(utils.queries.querySelector(selector)!)

test('page 1 fills the list, reaching the bottom appends the next page, the end says so', async () => {
  const fetch = jest.fn(async (pageNo: number) => (pageNo === 1 ? page(1, rows(1, 10), 12) : page(2, rows(11, 2), 12)))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('上拉加载更多')
  expect(ids(utils)).toHaveLength(10)
  expect(fetch).toHaveBeenLastCalledWith(1, 10)
  mockPage.reachBottom!()
  await utils.queries.waitForQueryByText('没有更多了')
  expect(ids(utils)).toEqual(rows(1, 12).map((r) => r.id))
  mockPage.reachBottom!()
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('without reach-bottom the footer offers a tap instead', async () => {
  const fetch = jest.fn(async (pageNo: number) => page(pageNo, rows(pageNo * 10, 10), 20))
  const utils = await render(Harness, { fetch, reachBottom: false })
  await utils.queries.waitForQueryByText('加载更多')
  mockPage.reachBottom!()
  expect(fetch).toHaveBeenCalledTimes(1)
  click(utils, '.paged-list-footer--action')
  await utils.queries.waitForQueryByText('没有更多了')
  expect(ids(utils)).toHaveLength(20)
})

test('a row the next page repeats (the list moved meanwhile) shows once', async () => {
  const fetch = jest.fn(async (pageNo: number) => (pageNo === 1 ? page(1, rows(1, 10), 20) : page(2, rows(10, 10), 20)))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('上拉加载更多')
  mockPage.reachBottom!()
  await utils.queries.waitForQueryByText('没有更多了')
  expect(ids(utils)).toEqual(rows(1, 19).map((r) => r.id))
})

test('a refresh replaces the list with page 1, the old rows staying until it answers', async () => {
  let release: (p: Page<Row>) => void = () => undefined
  const fetch = jest.fn().mockResolvedValueOnce(page(1, rows(1, 2), 2)).mockImplementationOnce(() => new Promise((r) => (release = r)))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('没有更多了')
  click(utils, '.refresh')
  expect(ids(utils)).toEqual([1, 2])
  await utils.act(async () => release(page(1, rows(50, 3), 3)))
  await utils.queries.waitForQueryByText('52')
  expect(ids(utils)).toEqual([50, 51, 52])
})

test('an answer to the query before a new key never lands in the new list', async () => {
  let releaseOld: (p: Page<Row>) => void = () => undefined
  const fetch = jest
    .fn()
    .mockImplementationOnce(() => new Promise((r) => (releaseOld = r)))
    .mockResolvedValueOnce(page(1, rows(100, 2), 2))
  const utils = await render(Harness, { fetch })
  click(utils, '.switch')
  await utils.queries.waitForQueryByText('101')
  await utils.act(async () => releaseOld(page(1, rows(1, 5), 5)))
  expect(ids(utils)).toEqual([100, 101])
})

test('an empty list says so; a failed first page shows why and retries page 1', async () => {
  const empty = await render(Harness, { fetch: async () => page(1, [], 0) })
  await empty.queries.waitForQueryByText('空')
  empty.unmout()
  // The same key would show the cached empty list: start the cache afresh.
  resetQueriesForTests()

  const fetch = jest.fn().mockRejectedValueOnce(new Error('服务器端错误')).mockResolvedValueOnce(page(1, rows(1, 1), 1))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('服务器端错误')
  expect(utils.queries.querySelector('.paged-list-state[role="alert"]')).not.toBeNull()
  click(utils, '.paged-list-state__retry')
  await utils.queries.waitForQueryByText('没有更多了')
  expect(fetch).toHaveBeenLastCalledWith(1, 10)
})

test('a failed later page keeps the list and retries that page', async () => {
  const fetch = jest
    .fn()
    .mockResolvedValueOnce(page(1, rows(1, 10), 15))
    .mockRejectedValueOnce(new Error('x'))
    .mockResolvedValueOnce(page(2, rows(11, 5), 15))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('上拉加载更多')
  mockPage.reachBottom!()
  await utils.queries.waitForQueryByText('加载失败，点击重试')
  expect(ids(utils)).toHaveLength(10)
  // Reaching the bottom again does not hammer a failing page: the footer's retry does.
  mockPage.reachBottom!()
  expect(fetch).toHaveBeenCalledTimes(2)
  click(utils, '.paged-list-footer--error')
  await utils.queries.waitForQueryByText('没有更多了')
  expect(fetch).toHaveBeenLastCalledWith(2, 10)
  expect(ids(utils)).toHaveLength(15)
})

test('a swallowed failure of page 1 shows no error view, only a quiet retry', async () => {
  const fetch = jest.fn().mockResolvedValueOnce(undefined).mockResolvedValueOnce(page(1, rows(1, 3), 3))
  const utils = await render(Harness, { fetch, swallowed: true })
  await utils.queries.waitForQueryByText('加载失败，点击重试')
  expect(utils.queries.querySelector('[role="alert"]')).toBeNull()
  click(utils, '.paged-list-footer--error')
  await utils.queries.waitForQueryByText('没有更多了')
  expect(ids(utils)).toEqual([1, 2, 3])
})

/** A list inside a row (a comment's replies): rows and its own footer, no state view. */
function Nested({ fetch }: { fetch: PageLoader<Row> }) {
  const list = usePagedList((pageNo, pageSize) => fetch(pageNo, pageSize), { key: ['t', 'n'], reachBottom: false })
  return (
    <View>
      {list.items.map((r) => <Text key={r.id} className='row'>{r.id}</Text>)}
      <ListFooter nested list={list} moreText='查看更多回复' />
    </View>
  )
}

test('a nested list tells its own page 1 failure, names its tap and leaves the end unsaid', async () => {
  const fetch = jest
    .fn()
    .mockRejectedValueOnce(new Error('网络不给力'))
    .mockResolvedValueOnce(page(1, rows(1, 10), 12))
    .mockResolvedValueOnce(page(2, rows(11, 2), 12))
  const utils = await render(Nested, { fetch })
  await waitFor(() => expect(utils.queries.querySelector('.paged-list-footer--error')?.textContent).toBe('加载失败，点击重试'))
  click(utils, '.paged-list-footer--error')
  await waitFor(() => expect(ids(utils)).toHaveLength(10))
  expect(utils.queries.querySelector('.paged-list-footer--action')!.textContent).toBe('查看更多回复')
  click(utils, '.paged-list-footer--action')
  await waitFor(() => expect(ids(utils)).toHaveLength(12))
  expect(utils.queries.querySelector('.paged-list-footer')).toBeNull()
})

function Waiting({ fetch }: { fetch: PageLoader<Row> }) {
  const [enabled, setEnabled] = useState(false)
  const list = usePagedList((pageNo, pageSize) => fetch(pageNo, pageSize), { key: ['t', 'a'], enabled })
  return (
    <View>
      <View className='enable' onClick={() => setEnabled(true)} />
      <PagedListView list={list} emptyText='空' renderItem={(r) => <Text key={r.id} className='row'>{r.id}</Text>} />
    </View>
  )
}

test('a list waiting for `enabled` shows as loading, not as empty, and asks once enabled', async () => {
  const fetch = jest.fn(async () => page(1, rows(1, 3), 3))
  const utils = await render(Waiting, { fetch })
  expect(utils.queries.querySelector('[aria-busy="true"]')).not.toBeNull()
  expect(utils.queries.queryByText('空')).toBeNull()
  expect(fetch).not.toHaveBeenCalled()
  click(utils, '.enable')
  await waitFor(() => expect(ids(utils)).toEqual([1, 2, 3]))
})

test('a refresh while a later page loads: that page is dropped, and the list can load more again', async () => {
  let releasePage2: (p: Page<Row>) => void = () => undefined
  const fetch = jest
    .fn()
    .mockResolvedValueOnce(page(1, rows(1, 10), 20))
    .mockImplementationOnce(() => new Promise((r) => (releasePage2 = r)))
    .mockResolvedValueOnce(page(1, rows(101, 10), 20))
    .mockResolvedValueOnce(page(2, rows(111, 10), 20))
  const utils = await render(Harness, { fetch })
  await utils.queries.waitForQueryByText('上拉加载更多')
  mockPage.reachBottom!()
  click(utils, '.refresh')
  await waitFor(() => expect(ids(utils)[0]).toBe(101))
  await utils.act(async () => releasePage2(page(2, rows(11, 10), 20)))
  expect(ids(utils)).toEqual(rows(101, 10).map((r) => r.id))
  mockPage.reachBottom!()
  await utils.queries.waitForQueryByText('没有更多了')
  expect(ids(utils)).toEqual(rows(101, 20).map((r) => r.id))
  expect(fetch).toHaveBeenLastCalledWith(2, 10)
})

test('a list defined once (definePaged): its key and page call from the arguments; null arguments wait', async () => {
  const fetch = jest.fn(async (tab: string, pageNo: number) => page(pageNo, tab === 'x' ? rows(1, 2) : rows(50, 1), tab === 'x' ? 2 : 1))
  const def = definePaged((tab: string) => ['t', 'defined', tab], fetch)
  function Defined() {
    const [tab, setTab] = useState<string | null>(null)
    const list = usePagedQuery(def, tab === null ? null : [tab])
    return (
      <View>
        <View onClick={() => setTab('x')}>看甲</View>
        <View onClick={() => setTab('y')}>看乙</View>
        <PagedListView list={list} emptyText='空' renderItem={(r) => <Text key={r.id} className='row'>{r.id}</Text>} />
      </View>
    )
  }
  const utils = await render(Defined)
  expect(fetch).not.toHaveBeenCalled()
  utils.fireEvent.click(utils.queries.queryByText('看甲')!)
  await waitFor(() => expect(ids(utils)).toEqual([1, 2]))
  expect(fetch).toHaveBeenLastCalledWith('x', 1, 10)
  utils.fireEvent.click(utils.queries.queryByText('看乙')!)
  await waitFor(() => expect(ids(utils)).toEqual([50]))
  expect(def.text('y')).toBe('t/defined/y')
})
