import ActivityListPage from '@/package-mine/pages/creator-center/activity-list'
import { openPage } from '@/core/navigation'
import { getCreatorActivities } from '@/features/creator/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { page, summary } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({ getCreatorActivities: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => openMockPage('/package-mine/pages/creator-center/activity-list'))
afterEach(() => jest.clearAllMocks())

test('every state with its tag; the open one counts down to its deadline; a tap opens the detail', async () => {
  ;(getCreatorActivities as jest.Mock).mockResolvedValue(page([
    summary(1),
    summary(2, { state: 'judging', announceTime: '2026-05-20T10:00:00' }),
    summary(3, { state: 'ended', workCount: 120 }),
    summary(4, { state: 'upcoming', startTime: '2026-06-01T09:00:00' }),
  ]))
  const u = await render(ActivityListPage)
  await waitFor(() => expect(texts(u, '.creator-activity .card__title')).toEqual(['活动1', '活动2', '活动3', '活动4']))
  expect(getCreatorActivities).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 })
  expect(texts(u, '.creator-activity .status-tag')).toEqual(['征稿中', '评审中', '已结束', '即将开始'])
  expect(text(u, '[data-activity-id="1"] .creator-activity__when')).toMatch(/^距截止 2天 0[12]:\d\d:\d\d$/)
  expect(text(u, '[data-activity-id="2"] .creator-activity__when')).toBe('05月20日 10:00 公布结果')
  expect(text(u, '[data-activity-id="3"] .creator-activity__when')).toBe('获奖名单已公布')
  expect(text(u, '[data-activity-id="4"] .creator-activity__when')).toBe('06月01日 09:00 开始征稿')
  expect(texts(u, '.creator-activity__works')).toEqual(['36 件作品', '36 件作品', '120 件作品', '36 件作品'])
  expect(text(u, '[data-activity-id="1"]')).toContain('主题：主题1')
  click(u, byText(u, '.creator-activity .card__main', '活动3'))
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/creator-center/activity-detail?id=3')
})

test('a state tab asks for that state; its empty line; page 2 at the bottom', async () => {
  ;(getCreatorActivities as jest.Mock).mockImplementation(async ({ state, pageNo }: { state?: string; pageNo: number }) => {
    if (state === 'judging') return page([])
    return pageNo === 1 ? page(Array.from({ length: 10 }, (_, i) => summary(i + 1)), 12) : page([summary(11), summary(12)], 12, 2)
  })
  const u = await render(ActivityListPage)
  await waitFor(() => expect(texts(u, '.creator-activity')).toHaveLength(10))
  mockPage.reachBottom?.()
  await waitFor(() => expect(texts(u, '.creator-activity')).toHaveLength(12))
  expect(getCreatorActivities).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
  click(u, byText(u, '.tabs__tab', '评审中'))
  await waitFor(() => expect(u.html()).toContain('暂无评审中的活动'))
  expect(getCreatorActivities).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, state: 'judging' })
})

test('a failed first page offers a retry', async () => {
  ;(getCreatorActivities as jest.Mock).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(page([summary(7)]))
  const u = await render(ActivityListPage)
  await waitFor(() => expect(u.html()).toContain('重新加载'))
  click(u, '.paged-list-state__retry')
  await waitFor(() => expect(texts(u, '.creator-activity .card__title')).toEqual(['活动7']))
})
