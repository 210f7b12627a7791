import StepPage from '@/package-survey-new/pages/survey/survey'
import SurveyPage from '@/package-survey/pages/survey/survey'
import { openPage } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { getSurvey } from '@/features/survey/api'
import { formatDateTime } from '@/utils'
import { openMockPage } from '../../../support/taro-page'
import { COMPLETE, detailOf } from './fixture'
import { click, renderInStore, text, texts, waitFor } from './ui'

jest.mock('@/features/survey/api', () => ({ getSurvey: jest.fn(), submitSurvey: jest.fn(), getSurveys: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-survey/pages/survey/survey?id=801' }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const get = jest.mocked(getSurvey)
const iso = (ms: number) => new Date(ms).toISOString()
const DAY = 24 * 3600 * 1000

beforeEach(() => {
  openMockPage('/package-survey/pages/survey/survey', { id: '801' })
  setToken('dev-token')
})
afterEach(() => {
  clearSession()
  localStorage.clear()
  jest.clearAllMocks()
})

describe.each([
  ['one page', SurveyPage],
  ['one per screen', StepPage],
])('%s', (_name, Page) => {
  test('an answered survey is read-only with my answers, on the path they took', async () => {
    get.mockResolvedValue(detailOf(undefined, { myAnswers: { ...COMPLETE, callback: { picked: ['no'] }, phone: undefined } as never, answeredAt: '2025-03-02T09:30:00+08:00' }))
    const utils = await renderInStore(Page)
    await waitFor(() => expect(text(utils, '.survey-notice__text')).toBe(`你已于 ${formatDateTime('2025-03-02T09:30:00+08:00')} 提交这份问卷，以下是你的回答`))
    expect(texts(utils, '.survey-answer__title')).toEqual(['1. 车型', '2. 城市', '3. 提车日期', '4. 用车场景', '5. 整体满意度', '6. 家里装了充电桩吗', '7. 充电桩安装服务', '8. 推荐意愿', '9. 接受回访吗'])
    expect(texts(utils, '.survey-answer__text')).toEqual(['星驰 S7', '杭州', '通勤、自驾游', '装了', '9 分', '不用了'])
    expect(texts(utils, '.survey-answer__none')).toEqual(['未作答'])
    expect(utils.queries.querySelectorAll('.survey-answer__stars[role="img"]')).toHaveLength(2)
    expect(text(utils, '.survey-state')).toBe('已参与')
    expect(utils.queries.querySelector('.survey-question-box')).toBeNull()
  })

  test('a closed survey is explained, with a way to the others', async () => {
    get.mockResolvedValue(detailOf(undefined, { state: 'closed', endAt: '2025-02-20T18:00:00+08:00' }))
    const utils = await renderInStore(Page)
    await waitFor(() => expect(text(utils, '.survey-notice__title')).toBe('问卷已结束'))
    expect(text(utils, '.survey-notice__text')).toBe(`这份问卷已于 ${formatDateTime('2025-02-20T18:00:00+08:00')} 截止，感谢你的关注`)
    click(utils, '.survey-notice__more')
    expect(openPage).toHaveBeenCalledWith('/package-survey/pages/survey-list/survey-list')
    expect(utils.queries.querySelector('.survey-question-box')).toBeNull()
  })

  test('a survey not open yet says when, counting down', async () => {
    get.mockResolvedValue(detailOf(undefined, { state: 'upcoming', startAt: iso(Date.now() + 2 * DAY + 3 * 3600 * 1000) }))
    const utils = await renderInStore(Page)
    await waitFor(() => expect(text(utils, '.survey-notice__title')).toBe('问卷还没有开始'))
    expect(text(utils, '.survey-notice__countdown')).toMatch(/^距开始 2天 0[23]:\d\d:\d\d$/)
    expect(text(utils, '.survey-state')).toBe('未开始')
  })
})

test('a guest is asked to log in and nothing is loaded', async () => {
  clearSession()
  const utils = await renderInStore(SurveyPage)
  await waitFor(() => expect(text(utils, '.login-prompt__text')).toBe('登录后参与问卷调查，完成可得积分'))
  expect(get).not.toHaveBeenCalled()
})

test('no id, or a failed load with its retry', async () => {
  openMockPage('/package-survey/pages/survey/survey', {})
  const none = await renderInStore(SurveyPage)
  await waitFor(() => expect(text(none, '.page-shell__state-text')).toBe('缺少问卷 id，无法打开'))
  none.unmout()

  openMockPage('/package-survey/pages/survey/survey', { id: '999' })
  get.mockRejectedValueOnce(new RequestError('status', '问卷不存在', { status: 404 })).mockResolvedValueOnce(detailOf())
  const utils = await renderInStore(SurveyPage)
  await waitFor(() => expect(text(utils, '.page-shell__state-text')).toBe('问卷不存在'))
  click(utils, '.page-shell__retry')
  await waitFor(() => expect(utils.queries.querySelector('#survey-q-model')).not.toBeNull())
  expect(get).toHaveBeenCalledWith(999)
})
