import type { SurveySummary } from '@api/survey'
import ListPage from '@/package-survey/pages/survey-list/survey-list'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getSurveys } from '@/features/survey/api'
import { invalidate } from '@/core/query'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { byText, click, renderInStore, text, texts, waitFor } from './ui'

jest.mock('@/features/survey/api', () => ({ getSurvey: jest.fn(), submitSurvey: jest.fn(), getSurveys: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const list = jest.mocked(getSurveys)
const HOUR = 3600 * 1000
const iso = (ms: number) => new Date(ms).toISOString()
const summary = (id: number, extra: Partial<SurveySummary> = {}): SurveySummary => ({
  id, title: `问卷 ${id}`, intro: '说说你的感受', startAt: iso(Date.now() - 48 * HOUR), endAt: iso(Date.now() + 20 * 24 * HOUR),
  rewardPoints: 5, questionCount: 3, minutes: 1, state: 'open', answeredAt: null, ...extra,
})

beforeEach(() => {
  openMockPage('/package-survey/pages/survey-list/survey-list')
  setToken('dev-token')
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('open to me: reward, size and deadline (counting down near the end), page 2 at the bottom, a tap opens it', async () => {
  const first = [summary(802, { endAt: iso(Date.now() + 26 * HOUR), rewardPoints: 10 }), ...Array.from({ length: 9 }, (_, i) => summary(811 + i))]
  list.mockImplementation(async ({ pageNo }) => ({ list: pageNo === 1 ? first : [summary(804, { state: 'upcoming', startAt: iso(Date.now() + 72 * HOUR) })], total: 11, pageNo: pageNo ?? 1, pageSize: 10 }))
  const utils = await renderInStore(ListPage)
  await waitFor(() => expect(texts(utils, '.survey-card')).toHaveLength(10))
  expect(list).toHaveBeenCalledWith({ tab: 'open', pageNo: 1, pageSize: 10 })
  const soon = byText(utils, '.survey-card', '问卷 802')
  expect(soon.querySelector('.survey-card__reward')!.textContent).toBe('+10 积分')
  expect(soon.querySelector('.survey-card__size')!.textContent).toBe('共 3 题 · 约 1 分钟')
  expect(soon.querySelector('.survey-card__when')!.textContent).toMatch(/^还剩 1天 0[12]:\d\d:\d\d$/)
  expect(byText(utils, '.survey-card', '问卷 811').querySelector('.survey-card__when')!.textContent).toMatch(/^截止 \d\d-\d\d \d\d:\d\d$/)

  mockPage.reachBottom?.()
  await waitFor(() => expect(texts(utils, '.survey-card')).toHaveLength(11))
  expect(list).toHaveBeenLastCalledWith({ tab: 'open', pageNo: 2, pageSize: 10 })
  const upcoming = byText(utils, '.survey-card', '问卷 804')
  expect(upcoming.querySelector('.survey-state')!.textContent).toBe('未开始')
  expect(upcoming.querySelector('.survey-card__when')!.textContent).toMatch(/ 开始$/)

  click(utils, soon)
  expect(openPage).toHaveBeenCalledWith('/package-survey/pages/survey/survey?id=802')
})

test('the answered tab; coming back to the page reloads the list', async () => {
  list.mockImplementation(async ({ tab, pageNo }) => ({
    list: tab === 'answered' ? [summary(805, { answeredAt: iso(Date.now() - 48 * HOUR), rewardPoints: 10 })] : [summary(801)],
    total: 1, pageNo: pageNo ?? 1, pageSize: 10,
  }))
  const utils = await renderInStore(ListPage)
  await waitFor(() => expect(texts(utils, '.survey-card__title')).toEqual(['问卷 801']))
  mockPage.show?.()
  click(utils, byText(utils, '.tabs__tab', '已参与'))
  await waitFor(() => expect(texts(utils, '.survey-card__title')).toEqual(['问卷 805']))
  expect(text(utils, '.survey-state')).toBe('已参与')
  expect(text(utils, '.survey-card__reward')).toBe('已得 10 积分')
  expect(text(utils, '.survey-card__when')).toMatch(/^提交于 /)
  const calls = list.mock.calls.length
  await utils.act(async () => {
    invalidate('survey') // a survey submitted (features/survey/api)
    mockPage.show?.()
  })
  await waitFor(() => expect(list.mock.calls.length).toBe(calls + 1))
  expect(list).toHaveBeenLastCalledWith({ tab: 'answered', pageNo: 1, pageSize: 10 })
})

test('empty tabs say so; a guest is asked to log in', async () => {
  list.mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 10 })
  const utils = await renderInStore(ListPage)
  await waitFor(() => expect(utils.html()).toContain('暂时没有可参与的问卷，过几天再来看看'))
  utils.unmout()
  clearSession()
  const guest = await renderInStore(ListPage)
  await waitFor(() => expect(text(guest, '.login-prompt__text')).toBe('登录后参与问卷调查，完成可得积分'))
})
