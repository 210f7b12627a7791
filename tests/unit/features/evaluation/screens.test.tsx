import Taro from '@tarojs/taro'
import type { EvaluationDetail, EvaluationListItem, EvaluationTarget } from '@api/evaluation'
import ListPage from '@/package-survey/pages/evaluation/evaluation'
import ServePage from '@/package-survey/pages/evaluation/serve/serve'
import ActivityPage from '@/package-survey/pages/evaluation/activity/activity'
import SalesPage from '@/package-survey/pages/evaluation/sales/sales'
import { goBackOr, openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { invalidate } from '@/core/query'
import { getEvaluation, getEvaluations, submitEvaluation } from '@/features/evaluation/api'
import { formatDate, formatDateTime } from '@/utils'
import { byText, click, renderInStore as render, text, texts, waitFor, type Utils } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/evaluation/api', () => ({ getEvaluations: jest.fn(), getEvaluation: jest.fn(), submitEvaluation: jest.fn() }))
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showToast: jest.fn(() => Promise.resolve()) }))

const list = jest.mocked(getEvaluations)
const detail = jest.mocked(getEvaluation)
const submit = jest.mocked(submitEvaluation)

const T = '2025-09-12T17:00:00+08:00'
const service = (id: number): EvaluationTarget => ({
  kind: 'service', id, time: T, orderNo: `WX20250912${id}`, serviceType: '常规保养', dealerName: '星驰汽车深圳南山店', car: '粤B·12345 · 远航 L6 四驱版',
})
const activity: EvaluationTarget = { kind: 'activity', id: 208, time: T, name: '城市夜骑车友会', address: '深圳市南山区深圳湾公园', cover: 'https://x/c.svg' }
const sales: EvaluationTarget = { kind: 'sales', id: 2, time: T, occasion: 'test-drive', consultantName: '林晓', dealerName: '星驰汽车深圳南山店', car: '远航 L8 增程版' }
const record = { id: 1, scores: { attitude: 5, speed: 4 }, tags: ['按时交车'], problems: [], comment: '顾问很专业', photos: [], anonymous: false, score: 4.5, createdAt: T }
const TEMPLATE = { aspects: [{ key: 'attitude', name: '服务态度' }, { key: 'speed', name: '维修速度' }], tags: ['按时交车'], problems: ['等待时间过长'] }
const page = (items: EvaluationListItem[], total = items.length, pageNo = 1) => ({ list: items, total, pageNo, pageSize: 10 })

beforeEach(() => setToken('dev-token'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

describe('我的评价', () => {
  beforeEach(() => openMockPage('/package-survey/pages/evaluation/evaluation'))

  test('what waits, by kind with its label, more at the bottom; 去评价 opens the kind\'s page', async () => {
    const first = [service(9003), { ...activity }, { ...sales }, ...Array.from({ length: 7 }, (_, i) => service(7101 + i))].map((target) => ({ target, evaluation: null }))
    list.mockImplementation(async ({ pageNo = 1 }) => (pageNo === 1 ? page(first, 11) : page([{ target: service(7201), evaluation: null }], 11, 2)))
    const u = await render(ListPage)
    await waitFor(() => expect(texts(u, '.eval-item')).toHaveLength(10))
    expect(list).toHaveBeenLastCalledWith({ state: 'pending', kind: undefined, pageNo: 1, pageSize: 10 })
    expect(texts(u, '.eval-target__kind').slice(0, 3)).toEqual(['服务', '活动', '销售'])
    expect(texts(u, '.eval-target__title').slice(0, 3)).toEqual(['常规保养', '城市夜骑车友会', '销售顾问 林晓'])
    mockPage.reachBottom?.()
    await waitFor(() => expect(texts(u, '.eval-item')).toHaveLength(11))
    expect(list).toHaveBeenLastCalledWith({ state: 'pending', kind: undefined, pageNo: 2, pageSize: 10 })
    click(u, byText(u, '.eval-item', '城市夜骑车友会').querySelector('.eval-item__button')!)
    expect(openPage).toHaveBeenCalledWith('/package-survey/pages/evaluation/activity/activity?id=208')
    click(u, byText(u, '.eval-item', '销售顾问 林晓'))
    expect(openPage).toHaveBeenLastCalledWith('/package-survey/pages/evaluation/sales/sales?id=2')
  })

  test('已评价 shows each evaluation\'s stars and comment; the kind filter asks for that kind only', async () => {
    list.mockImplementation(async ({ state }) => (state === 'done' ? page([{ target: service(9005), evaluation: record }]) : page([])))
    const u = await render(ListPage)
    await waitFor(() => expect(text(u, '.paged-list-state__text')).toBe('暂时没有待评价的服务、活动或顾问'))
    click(u, byText(u, '[role="tab"]', '已评价'))
    await waitFor(() => expect(texts(u, '.eval-item')).toHaveLength(1))
    expect(list).toHaveBeenLastCalledWith({ state: 'done', kind: undefined, pageNo: 1, pageSize: 10 })
    expect(u.queries.querySelector('.eval-item .rating-stars')?.getAttribute('aria-label')).toBe('4.5 星，满分 5 星')
    expect(text(u, '.eval-item__score-text')).toBe('4.5 分')
    expect(text(u, '.eval-item__comment')).toBe('顾问很专业')
    expect(text(u, '.eval-item__button')).toBe('查看评价')
    click(u, byText(u, '[role="radio"]', '活动'))
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ state: 'done', kind: 'activity', pageNo: 1, pageSize: 10 }))
  })

  test('an evaluation given elsewhere starts the list over, so the item leaves the waiting tab', async () => {
    list.mockResolvedValueOnce(page([{ target: service(9003), evaluation: null }])).mockResolvedValue(page([]))
    const u = await render(ListPage)
    await waitFor(() => expect(texts(u, '.eval-item')).toHaveLength(1))
    u.act(() => invalidate('evaluation'))
    await waitFor(() => expect(texts(u, '.eval-item')).toHaveLength(0))
    expect(list).toHaveBeenCalledTimes(2)
    expect(list).toHaveBeenLastCalledWith({ state: 'pending', kind: undefined, pageNo: 1, pageSize: 10 })
  })

  test('a guest is asked to log in and nothing is called', async () => {
    clearSession()
    const u = await render(ListPage)
    expect(text(u, '.login-prompt__text')).toBe('登录后查看和评价你的服务、活动与顾问')
    expect(list).not.toHaveBeenCalled()
  })
})

const star = (u: Utils, aspect: string, n: number) => u.queries.querySelector(`[aria-label="${aspect}"] [aria-label="${n} 星"]`)!

describe('one evaluation', () => {
  test('a service order: what is evaluated, then the form; a success thanks, leaves the waiting list and goes back', async () => {
    openMockPage('/package-survey/pages/evaluation/serve/serve', { id: '9003' })
    const answer: EvaluationDetail = { target: service(9003), template: TEMPLATE, evaluation: null }
    detail.mockResolvedValue(answer)
    submit.mockResolvedValue({ ...record, scores: { attitude: 5, speed: 5 }, score: 5, comment: '' })
    const u = await render(ServePage)
    await waitFor(() => expect(text(u, '.eval-target__title')).toBe('常规保养'))
    expect(detail).toHaveBeenCalledWith('service', 9003)
    expect(texts(u, '.eval-target__line')).toEqual(['工单号 WX202509129003', '星驰汽车深圳南山店', '粤B·12345 · 远航 L6 四驱版', `交车时间 ${formatDateTime(T)}`])
    click(u, star(u, '服务态度', 5))
    click(u, star(u, '维修速度', 5))
    await u.act(async () => click(u, '.evaluation-form__submit'))
    await waitFor(() => expect(goBackOr).toHaveBeenCalledWith('/package-survey/pages/evaluation/evaluation'))
    expect(submit).toHaveBeenCalledWith('service', 9003, { scores: { attitude: 5, speed: 5 }, tags: [], problems: [], comment: '', photos: [], anonymous: false }, expect.any(String))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '评价成功，感谢反馈' }))
    expect(text(u, '.evaluation-form-once__done')).toBe('您已评价过，感谢反馈')
    expect(u.queries.querySelector('.evaluation-form')).toBeNull()
  })

  test('a refused submit stays with the values; the next success leaves for the list', async () => {
    openMockPage('/package-survey/pages/evaluation/serve/serve', { id: '9003' })
    detail.mockResolvedValue({ target: service(9003), template: TEMPLATE, evaluation: null })
    submit.mockRejectedValueOnce(Object.assign(new Error('您已评价过，不能重复评价'), { status: 409 })).mockResolvedValue(record)
    const u = await render(ServePage)
    await waitFor(() => expect(u.queries.querySelector('.evaluation-form')).not.toBeNull())
    click(u, star(u, '服务态度', 4))
    click(u, star(u, '维修速度', 4))
    await u.act(async () => click(u, '.evaluation-form__submit'))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    // The button says 提交评价 again once the failed send is over: only then is the form free to send again.
    await waitFor(() => expect(u.queries.queryByText('提交评价')).not.toBeNull())
    expect(star(u, '服务态度', 4).getAttribute('aria-checked')).toBe('true')
    expect(goBackOr).not.toHaveBeenCalled()
    await u.act(async () => click(u, '.evaluation-form__submit'))
    await waitFor(() => expect(goBackOr).toHaveBeenCalledWith('/package-survey/pages/evaluation/evaluation'))
    expect(goBackOr).toHaveBeenCalledTimes(1)
  })

  test('an activity already evaluated shows the evaluation read-only', async () => {
    openMockPage('/package-survey/pages/evaluation/activity/activity', { id: '209' })
    detail.mockResolvedValue({ target: activity, template: TEMPLATE, evaluation: record })
    const u = await render(ActivityPage)
    await waitFor(() => expect(text(u, '.evaluation-form-once__done')).toBe('您已评价过，感谢反馈'))
    expect(detail).toHaveBeenCalledWith('activity', 209)
    expect(texts(u, '.eval-target__line')).toEqual([`活动时间 ${formatDateTime(T)}`, '深圳市南山区深圳湾公园'])
    expect(text(u, '.evaluation-form-summary__comment')).toBe('顾问很专业')
    expect(u.queries.querySelector('.evaluation-form')).toBeNull()
  })

  test('a sales consultant: the name, dealer and the car test-driven', async () => {
    openMockPage('/package-survey/pages/evaluation/sales/sales', { id: '2' })
    detail.mockResolvedValue({ target: sales, template: TEMPLATE, evaluation: null })
    const u = await render(SalesPage)
    await waitFor(() => expect(text(u, '.eval-target__title')).toBe('销售顾问 林晓'))
    expect(detail).toHaveBeenCalledWith('sales', 2)
    expect(texts(u, '.eval-target__line')).toEqual(['星驰汽车深圳南山店', '试驾车型 远航 L8 增程版', `试驾日期 ${formatDate(T)}`])
    expect(u.queries.querySelector('.evaluation-form')).not.toBeNull()
  })

  test('a missing id says so without a call; a guest is asked to log in', async () => {
    openMockPage('/package-survey/pages/evaluation/serve/serve', {})
    const u = await render(ServePage)
    expect(text(u, '.page-shell__state-text')).toBe('缺少评价对象 id，无法打开')
    clearSession()
    openMockPage('/package-survey/pages/evaluation/serve/serve', { id: '9003' })
    const guest = await render(ServePage)
    expect(text(guest, '.login-prompt__text')).toBe('登录后评价本次服务')
    expect(detail).not.toHaveBeenCalled()
  })
})
