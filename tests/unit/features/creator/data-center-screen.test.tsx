import type { CreatorStats, DailyStat, RankedWork } from '@api/posts'
import DataCenterPage from '@/package-mine/pages/creator-center/data-center'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getCreatorHome, getCreatorStats, getWorkRanking } from '@/features/creator/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { home, PROFILE } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({ getCreatorHome: jest.fn(), getCreatorStats: jest.fn(), getWorkRanking: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const day = (i: number, views: number, likes: number, comments: number, followers: number): DailyStat => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`, views, likes, comments, followers,
})
// Seven days of 100 views (700), four likes... against a previous week of 80 views (560).
const week: CreatorStats = {
  days: 7,
  current: Array.from({ length: 7 }, (_, i) => day(i, 100, 4, 2, 1)),
  previous: Array.from({ length: 7 }, (_, i) => day(i, 80, 4, 3, 0)),
}
const month: CreatorStats = {
  days: 30,
  current: Array.from({ length: 30 }, (_, i) => day(i, 50, 10, 1, 2)),
  previous: Array.from({ length: 30 }, (_, i) => day(i, 60, 8, 1, 2)),
}
const work = (id: number, title: string, views: number, contentId: number | null): RankedWork => ({ id, title, cover: `w${id}.svg`, views, likes: 3, comments: 1, contentId })

const statsMock = getCreatorStats as jest.Mock
const rankingMock = getWorkRanking as jest.Mock
const totals = (u: Awaited<ReturnType<typeof render>>) => texts(u, '.creator-total__value')

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/package-mine/pages/creator-center/data-center')
  ;(getCreatorHome as jest.Mock).mockResolvedValue(home(PROFILE))
  rankingMock.mockResolvedValue([work(1, '川西自驾七日记', 5200, 9001), work(2, '露营装备清单', 830, null)])
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('a guest is asked to log in and nothing is called', async () => {
  clearSession()
  const u = await render(DataCenterPage)
  await waitFor(() => expect(text(u, '.login-prompt__text')).toBe('登录后查看创作数据'))
  expect(statsMock).not.toHaveBeenCalled()
  expect(rankingMock).not.toHaveBeenCalled()
})

test('7 days: the totals with their change, the views chart; a card charts its metric', async () => {
  statsMock.mockResolvedValue(week)
  const u = await render(DataCenterPage)
  await waitFor(() => expect(totals(u)).toEqual(['700', '28', '14', '7']))
  expect(statsMock).toHaveBeenCalledWith({ days: 7 })
  expect(texts(u, '.creator-total__change')).toEqual(['较上期 +25.0%', '较上期持平', '较上期 -33.3%', '上期无数据'])
  expect(u.queries.querySelectorAll('.chart__bar')).toHaveLength(7)
  expect(u.queries.querySelector('.chart')?.getAttribute('aria-label')).toBe('近7天浏览，11-01 至 11-07，共 7 天，合计 700，最高 100（11-01）')
  click(u, byText(u, '.creator-total', '评论'))
  await waitFor(() => expect(u.queries.querySelector('.chart')?.getAttribute('aria-label')).toContain('近7天评论'))
  expect(u.queries.querySelector('.creator-total--on')?.textContent).toContain('评论')
  expect(u.html()).toContain('评论趋势')
})

test('7 -> 30 days: the week stays shown (dimmed, a loading line) until the month arrives, then its totals', async () => {
  let answerMonth: (s: CreatorStats) => void = () => undefined
  statsMock.mockImplementation(({ days }: { days: number }) => (days === 7 ? Promise.resolve(week) : new Promise((resolve) => (answerMonth = resolve))))
  const u = await render(DataCenterPage)
  await waitFor(() => expect(totals(u)).toEqual(['700', '28', '14', '7']))
  click(u, byText(u, '.tabs__tab', '30天'))
  await waitFor(() => expect(statsMock).toHaveBeenCalledWith({ days: 30 }))
  await waitFor(() => expect(text(u, '.creator-dc__line')).toBe('正在加载近30天数据…'))
  // No full-screen loader: the week's figures stay, dimmed.
  expect(u.queries.querySelector('.page-shell__spinner')).toBeNull()
  expect(totals(u)).toEqual(['700', '28', '14', '7'])
  expect(u.queries.querySelector('.creator-dc__figures--stale')).not.toBeNull()
  answerMonth(month)
  await waitFor(() => expect(totals(u)).toEqual(['1500', '300', '30', '60']))
  expect(texts(u, '.creator-total__change')).toEqual(['较上期 -16.7%', '较上期 +25.0%', '较上期持平', '较上期持平'])
  expect(u.queries.querySelectorAll('.chart__bar')).toHaveLength(30)
  expect(u.queries.querySelector('.creator-dc__line')).toBeNull()
  expect(u.queries.querySelector('.creator-dc__figures--stale')).toBeNull()
  // Back to 7: answered from the cache at once.
  click(u, byText(u, '.tabs__tab', '7天'))
  await waitFor(() => expect(totals(u)).toEqual(['700', '28', '14', '7']))
})

test('the other period failing keeps the page and offers a retry', async () => {
  statsMock.mockImplementation(({ days }: { days: number }) => (days === 7 ? Promise.resolve(week) : Promise.reject(new Error('网络异常'))))
  const u = await render(DataCenterPage)
  await waitFor(() => expect(totals(u)).toEqual(['700', '28', '14', '7']))
  click(u, byText(u, '.tabs__tab', '30天'))
  await waitFor(() => expect(text(u, '.creator-dc__line')).toContain('近30天数据加载失败：网络异常'))
  expect(totals(u)).toEqual(['700', '28', '14', '7'])
  statsMock.mockResolvedValue(month)
  click(u, '.creator-dc__retry')
  await waitFor(() => expect(totals(u)).toEqual(['1500', '300', '30', '60']))
})

test('the first read failing shows the error view; its retry loads the page', async () => {
  statsMock.mockRejectedValueOnce(new Error('服务器开小差了')).mockResolvedValue(week)
  const u = await render(DataCenterPage)
  await waitFor(() => expect(u.html()).toContain('服务器开小差了'))
  click(u, '.page-shell__retry')
  await waitFor(() => expect(totals(u)).toEqual(['700', '28', '14', '7']))
})

test('my works ranked by views; a published one opens its post, one without a post opens nothing', async () => {
  statsMock.mockResolvedValue(week)
  const u = await render(DataCenterPage)
  await waitFor(() => expect(texts(u, '.creator-rank__title')).toEqual(['川西自驾七日记', '露营装备清单']))
  expect(texts(u, '.creator-rank__no')).toEqual(['1', '2'])
  expect(texts(u, '.creator-rank__figures')[0]).toBe('浏览 5200 · 点赞 3 · 评论 1')
  click(u, byText(u, '.creator-rank', '川西自驾七日记'))
  expect(openPage).toHaveBeenCalledWith('/package-community/pages/community-detail/community-detail?id=9001')
  click(u, byText(u, '.creator-rank', '露营装备清单'))
  expect(openPage).toHaveBeenCalledTimes(1)
})

test('the ranking empty, or failing with a retry, while the figures show', async () => {
  statsMock.mockResolvedValue(week)
  rankingMock.mockRejectedValueOnce(new Error('排行加载失败')).mockResolvedValue([])
  const u = await render(DataCenterPage)
  await waitFor(() => expect(text(u, '.creator-ranking__state')).toContain('排行加载失败'))
  expect(totals(u)).toEqual(['700', '28', '14', '7'])
  click(u, '.creator-ranking__retry')
  await waitFor(() => expect(text(u, '.creator-ranking__state')).toBe('还没有已发布的作品，发布后这里会按浏览量排行'))
})

test('not a creator: what the data centre is for and the way to apply; no stats read', async () => {
  ;(getCreatorHome as jest.Mock).mockResolvedValue(home(null))
  const u = await render(DataCenterPage)
  await waitFor(() => expect(u.html()).toContain('数据中心仅对创作者开放'))
  expect(statsMock).not.toHaveBeenCalled()
  expect(rankingMock).not.toHaveBeenCalled()
  click(u, '.page-shell__retry')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/creator-center/create')
})
