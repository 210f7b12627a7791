import type { MyRegistration, RegisterActivity } from '@api/activity'
import ActivityHubPage from '@/package-activity/pages/register/index'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getRegisterList, getRegisterRecords } from '@/features/activity/api'
import { activityTag, placesText } from '@/features/activity/hub'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/activity/api', () => ({ getRegisterList: jest.fn(), getRegisterRecords: jest.fn() }))

const NOW = Date.parse('2026-05-01T10:00:00+08:00')
const DAY = 24 * 3600 * 1000
const at = (days: number) => new Date(NOW + days * DAY).toISOString()
const activity = (id: number, patch: Partial<RegisterActivity> = {}): RegisterActivity => ({
  id, hash: `act-${id}`, name: `活动 ${id}`, cover: 'https://x/c.svg', description: '', address: '深圳市南山区',
  startTime: at(10), endTime: at(11), signupEndTime: at(8), quota: 20, registeredNum: 5, status: 2, ...patch,
})
const registration = (id: number, state: MyRegistration['state']): MyRegistration => ({
  id, activityId: 200 + id, activityName: `报名 ${id}`, accountId: 1, name: '王小明', mobile: '138****8000', companions: 1,
  createdAt: at(-3), activityHash: `hash-${id}`, cover: '', address: '杭州市', startTime: at(5), endTime: at(6), state,
})
const page = <T,>(list: T[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 })

const list = jest.mocked(getRegisterList)
const records = jest.mocked(getRegisterRecords)

beforeEach(() => openMockPage('/package-activity/pages/register/index'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('an open activity is 报名中 until it is full or its sign-up closes; upcoming and ended say so', () => {
  expect(activityTag(activity(1), 'open', NOW)).toEqual({ text: '报名中', tone: 'success' })
  expect(activityTag(activity(1, { registeredNum: 20 }), 'open', NOW)).toEqual({ text: '名额已满', tone: 'danger' })
  expect(activityTag(activity(1, { signupEndTime: at(-1) }), 'open', NOW)).toEqual({ text: '报名已截止', tone: 'muted' })
  expect(activityTag(activity(1, { status: 1 }), 'upcoming', NOW).text).toBe('即将开放')
  expect(activityTag(activity(1, { status: 3 }), 'ended', NOW).text).toBe('已结束')
  expect(placesText(activity(1))).toBe('剩余 15 个名额')
  expect(placesText(activity(1, { registeredNum: 20 }))).toBe('20 个名额已报满')
})

test('open activities first, more at the bottom; a tab asks for its state; a card opens the activity', async () => {
  const first = Array.from({ length: 10 }, (_, i) => activity(201 + i))
  list.mockImplementation(async ({ state, pageNo }) =>
    state === 'open' ? (pageNo === 1 ? page(first, 11) : page([activity(299, { registeredNum: 20 })], 11, 2)) : page([activity(210, { status: 1 })]),
  )
  const u = await render(ActivityHubPage)
  await waitFor(() => expect(texts(u, '.activity-hub-card')).toHaveLength(10))
  expect(list).toHaveBeenLastCalledWith({ state: 'open', pageNo: 1, pageSize: 10 })
  expect(texts(u, '.activity-hub-card__places')[0]).toBe('剩余 15 个名额')
  mockPage.reachBottom?.()
  await waitFor(() => expect(texts(u, '.activity-hub-card')).toHaveLength(11))
  expect(byText(u, '.activity-hub-card', '活动 299').textContent).toContain('名额已满')

  click(u, byText(u, '[role="tab"]', '即将开始'))
  await waitFor(() => expect(texts(u, '.activity-hub-card')).toHaveLength(1))
  expect(list).toHaveBeenLastCalledWith({ state: 'upcoming', pageNo: 1, pageSize: 10 })
  expect(text(u, '.activity-hub-card .status-tag')).toBe('即将开放')
  click(u, '.activity-hub-card .card__main')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/activity-detail/activity-detail?hash=act-210')
})

test('an empty tab says so, and a failed first page offers a retry that reads it again', async () => {
  list.mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(page([]))
  const u = await render(ActivityHubPage)
  await waitFor(() => expect(u.queries.querySelector('.paged-list-state__retry')).not.toBeNull())
  click(u, '.paged-list-state__retry')
  await waitFor(() => expect(text(u, '.paged-list-state__text')).toBe('暂时没有可报名的活动'))
  expect(list).toHaveBeenCalledTimes(2)
})

test('我的报名: a guest is asked to log in and nothing is read; logged in, each registration with its state', async () => {
  list.mockResolvedValue(page([]))
  records.mockResolvedValue(page([registration(1, 'waiting'), registration(2, 'ongoing'), registration(3, 'ended')]))
  const guest = await render(ActivityHubPage)
  click(guest, byText(guest, '[role="tab"]', '我的报名'))
  await waitFor(() => expect(text(guest, '.login-prompt__text')).toBe('登录后查看我的报名记录'))
  expect(records).not.toHaveBeenCalled()
  guest.unmout()

  setToken('dev-token')
  const u = await render(ActivityHubPage)
  click(u, byText(u, '[role="tab"]', '我的报名'))
  await waitFor(() => expect(texts(u, '.activity-hub-mine')).toHaveLength(3))
  expect(texts(u, '.activity-hub-mine .status-tag')).toEqual(['待参加', '进行中', '已结束'])
  expect(byText(u, '.activity-hub-mine', '报名 1').textContent).toContain('同行 1 人')
  click(u, byText(u, '.activity-hub-mine', '报名 2').querySelector('.card__main')!)
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/activity-detail/activity-detail?hash=hash-2')
})
