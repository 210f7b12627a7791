import DisplayPage from '@/pages/display-data/display-data'
import { getDisplayBoard } from '@/features/display/api'
import { DISPLAY_REFRESH_MS } from '@/features/display/constants'
import { RequestError } from '@/core/request'
import { byText, click, text, texts, waitFor } from '../../../support/ui'
import { act, render } from '../../../support/render'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/features/display/api', () => ({ getDisplayBoard: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const read = getDisplayBoard as jest.Mock
const board = (registrations: number) => ({
  eventId: 1601,
  eventName: '星驰 L8 品牌之夜',
  subtitle: '北京 · 11月20日—11月30日',
  totals: { registrations, signInsToday: 36, leads: 88, testDrives: 12 },
  cities: [
    { cityCode: '110100', cityName: '北京', count: 200 },
    { cityCode: '310100', cityName: '上海', count: 50 },
  ],
  // 08:00:05 in China, whatever zone the test runs in: the screen formats it in the local zone.
  updatedAt: new Date(2026, 10, 26, 8, 0, 5).toISOString(),
})

beforeEach(() => jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'setImmediate'] }))
afterEach(() => {
  jest.useRealTimers()
  read.mockReset()
})

test('the event, its four totals and the city ranking with bars against the first city', async () => {
  openMockPage('/pages/display-data/display-data', { eventId: '1601' })
  read.mockResolvedValue(board(120))
  const u = await render(DisplayPage)
  await waitFor(() => expect(text(u, '.display__name')).toBe('星驰 L8 品牌之夜'))
  expect(read).toHaveBeenCalledWith({ eventId: 1601 })
  expect(text(u, '.display__subtitle')).toBe('北京 · 11月20日—11月30日')
  expect(text(u, '.display__updated')).toBe('更新于 08:00:05')
  expect(texts(u, '.display__label')).toEqual(['报名人数', '今日签到', '留资线索', '试驾预约'])
  expect(texts(u, '.display__figure')).toEqual(['120', '36', '88', '12'])
  expect(texts(u, '.display__city-name')).toEqual(['北京', '上海'])
  expect(texts(u, '.display__count')).toEqual(['200', '50'])
  const bars = Array.from(u.queries.querySelectorAll('.display__bar')).map((b) => (b as HTMLElement).style.width)
  expect(bars).toEqual(['100%', '25%'])
  expect(u.queries.querySelector('.display__stale')).toBeNull()
})

test('a failed refresh keeps the figures with a stale line; 立即刷新 reads again and clears it', async () => {
  openMockPage('/pages/display-data/display-data')
  read.mockResolvedValueOnce(board(120))
  const u = await render(DisplayPage)
  await waitFor(() => expect(texts(u, '.display__figure')[0]).toBe('120'))
  expect(read).toHaveBeenCalledWith({})
  read.mockRejectedValueOnce(new Error('网络异常'))
  await act(async () => void jest.advanceTimersByTime(DISPLAY_REFRESH_MS))
  expect(text(u, '.display__stale-text')).toBe('数据更新失败，显示的是 08:00:05 的数据')
  expect(texts(u, '.display__figure')[0]).toBe('120')
  expect(u.queries.querySelector('.page-shell__state')).toBeNull()
  read.mockResolvedValueOnce(board(130))
  await act(async () => click(u, byText(u, '.display__refresh', '立即刷新')))
  await waitFor(() => expect(texts(u, '.display__figure')[0]).toBe('130'))
  expect(u.queries.querySelector('.display__stale')).toBeNull()
})

test('a first read that fails shows the error with a retry', async () => {
  openMockPage('/pages/display-data/display-data')
  read.mockRejectedValueOnce(new Error('活动不存在'))
  const u = await render(DisplayPage)
  await waitFor(() => expect(text(u, '.page-shell__state-title')).toBe('加载失败'))
  read.mockResolvedValueOnce(board(1))
  await act(async () => click(u, '.page-shell__retry'))
  await waitFor(() => expect(texts(u, '.display__figure')[0]).toBe('1'))
})

test('a link naming its event badly says 链接无效 and reads nothing (not the running event’s board)', async () => {
  for (const eventId of ['abc!!', '-1', '']) {
    openMockPage('/pages/display-data/display-data', { eventId })
    const u = await render(DisplayPage)
    await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
    expect(u.html()).toContain('大屏链接有误，无法识别活动')
    u.unmout()
  }
  expect(read).not.toHaveBeenCalled()
})

test('an event the server does not know says 链接无效 with 返回, no retry', async () => {
  openMockPage('/pages/display-data/display-data', { eventId: '99999' })
  read.mockRejectedValue(new RequestError('status', '活动不存在', { status: 404, statusCode: 404 }))
  const u = await render(DisplayPage)
  await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
  expect(u.html()).toContain('该活动不存在或已下线')
  expect(u.queries.queryByText('返回')).not.toBeNull()
  expect(u.queries.queryByText('重新加载')).toBeNull()
})
