import type { Page } from '@api/common'
import { definePaged, invalidate } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import { TabbedListScreen, tabRows, type ListTab } from '@/shared/tabbed-list-screen'
import { render } from '../../support/render'
import { mockPage, openMockPage } from '../../support/taro-page'
import { waitFor } from '../../support/wait-for'

jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())
jest.mock('@/core/navigation', () => jest.requireActual('../../support/navigation').navigationMock())

interface Row {
  id: number
  name: string
}
type Tab = 'mine' | 'done'
const TABS: ListTab<Tab>[] = [
  { value: 'mine', label: '进行中', emptyText: '没有进行中的记录' },
  { value: 'done', label: '已完成', emptyText: '没有完成的记录' },
]
const page = (list: Row[]): Page<Row> => ({ list, total: list.length, pageNo: 1, pageSize: 10 })

let load: jest.Mock<Promise<Page<Row>>, [Tab, number, number]>
let summary: jest.Mock<Promise<number>, []>

function Screen() {
  return (
    <TabbedListScreen
      cacheKey={['records']}
      loginText='登录后查看记录'
      tabs={TABS}
      load={load}
      summary={{ load: summary, render: (n: number) => <p className='totals'>共 {n} 条</p> }}
      renderItem={(r) => (
        <p key={r.id} className='row'>
          {r.name}
        </p>
      )}
    />
  )
}

type Utils = Awaited<ReturnType<typeof render>>
const rows = (u: Utils) => [...u.queries.querySelectorAll('.row')].map((e) => e.textContent)
const tab = (u: Utils, label: string) => [...u.queries.querySelectorAll('[role="tab"]')].find((t) => t.textContent === label)!

beforeEach(() => {
  openMockPage('/pages/records/records')
  load = jest.fn(async (t: Tab, _pageNo: number, _pageSize: number) => page(t === 'mine' ? [{ id: 1, name: '甲' }] : []))
  summary = jest.fn(async () => 7)
})
afterEach(() => clearSession())

test('a guest sees the login prompt and nothing is asked of the server', async () => {
  const u = await render(Screen)
  await waitFor(() => expect(u.queries.querySelector('.login-prompt__text')?.textContent).toBe('登录后查看记录'))
  expect(u.queries.querySelector('[role="tablist"]')).toBeNull()
  expect(load).not.toHaveBeenCalled()
  expect(summary).not.toHaveBeenCalled()
})

test('the first tab loads with the summary; another tab loads its own rows and says its own empty text', async () => {
  setToken('dev-token')
  const u = await render(Screen)
  await waitFor(() => expect(rows(u)).toEqual(['甲']))
  expect(load).toHaveBeenLastCalledWith('mine', 1, 10)
  await waitFor(() => expect(u.queries.querySelector('.totals')?.textContent).toBe('共 7 条'))
  expect(tab(u, '进行中').getAttribute('aria-selected')).toBe('true')

  u.fireEvent.click(tab(u, '已完成'))
  await waitFor(() => expect(u.queries.querySelector('.paged-list-state')?.textContent).toContain('没有完成的记录'))
  expect(load).toHaveBeenLastCalledWith('done', 1, 10)
  expect(rows(u)).toEqual([])
})

test('shown again, the cached rows stay; after a write to the area, page 1 and the summary are read again', async () => {
  setToken('dev-token')
  const u = await render(Screen)
  await waitFor(() => expect(rows(u)).toEqual(['甲']))
  await u.act(async () => void mockPage.show?.())
  await u.act(async () => void mockPage.show?.())
  expect(load).toHaveBeenCalledTimes(1)
  await u.act(async () => invalidate('records'))
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  expect(summary).toHaveBeenCalledTimes(2)
})

function OnTab({ initial }: { initial: Tab }) {
  return <TabbedListScreen cacheKey={['records']} loginText='登录后查看记录' tabs={TABS} initialTab={initial} load={load} renderItem={(r) => <p key={r.id}>{r.name}</p>} />
}

test('initialTab opens on that tab', async () => {
  setToken('dev-token')
  const u = await render(OnTab, { initial: 'done' })
  await waitFor(() => expect(load).toHaveBeenLastCalledWith('done', 1, 10))
  expect(tab(u, '已完成').getAttribute('aria-selected')).toBe('true')
})

test('an initialTab that is no tab falls back to the first', async () => {
  setToken('dev-token')
  const u = await render(OnTab, { initial: 'closed' as Tab })
  await waitFor(() => expect(load).toHaveBeenLastCalledWith('mine', 1, 10))
  expect(tab(u, '进行中').getAttribute('aria-selected')).toBe('true')
})

// A tab of other records (the orders' 售后: requests, not orders) reads them by its own definition
// and draws them with its own renderer; the screen's load is never asked for that tab.
interface Note {
  id: number
  text: string
}
let notes: jest.Mock<Promise<Page<Note>>, [number, number]>
const notesList = definePaged(() => ['records', 'notes'], (pageNo: number, pageSize: number) => notes(pageNo, pageSize))

function WithOwnRows() {
  return (
    <TabbedListScreen
      cacheKey={['records']}
      loginText='登录后查看记录'
      tabs={TABS}
      load={load}
      renderItem={(r) => <p key={r.id} className='row'>{r.name}</p>}
      emptyAction={<button className='make'>去新建</button>}
      ownRows={{ done: tabRows(notesList, (n) => <p key={n.id} className='note'>{n.text}</p>) }}
    />
  )
}

test('a tab with its own rows reads its definition and draws its rows; back on a plain tab the screen\'s rows return', async () => {
  setToken('dev-token')
  notes = jest.fn(async (_pageNo: number, _pageSize: number): Promise<Page<Note>> => ({ list: [{ id: 9, text: '便签' }], total: 1, pageNo: 1, pageSize: 10 }))
  const u = await render(WithOwnRows)
  await waitFor(() => expect(rows(u)).toEqual(['甲']))
  expect(notes).not.toHaveBeenCalled()

  u.fireEvent.click(tab(u, '已完成'))
  await waitFor(() => expect([...u.queries.querySelectorAll('.note')].map((e) => e.textContent)).toEqual(['便签']))
  expect(notes).toHaveBeenCalledWith(1, 10)
  expect(load).not.toHaveBeenCalledWith('done', expect.anything(), expect.anything())
  expect(rows(u)).toEqual([])

  // Its list sits under the screen's key: a write to the area reads it again.
  await u.act(async () => invalidate('records'))
  await waitFor(() => expect(notes).toHaveBeenCalledTimes(2))

  u.fireEvent.click(tab(u, '进行中'))
  await waitFor(() => expect(rows(u)).toEqual(['甲']))
  expect(u.queries.querySelector('.note')).toBeNull()
})

test('an empty own-rows tab says its empty text without the screen\'s empty action', async () => {
  setToken('dev-token')
  notes = jest.fn(async (_pageNo: number, _pageSize: number): Promise<Page<Note>> => ({ list: [], total: 0, pageNo: 1, pageSize: 10 }))
  const u = await render(WithOwnRows)
  u.fireEvent.click(tab(u, '已完成'))
  await waitFor(() => expect(u.queries.querySelector('.paged-list-state')?.textContent).toContain('没有完成的记录'))
  expect(u.queries.querySelector('.make')).toBeNull()
})
