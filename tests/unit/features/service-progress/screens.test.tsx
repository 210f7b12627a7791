import OrderPage from '@/package-car/pages/service-progress/service-progress'
import ListPage from '@/package-car/pages/service-progress-list/service-progress-list'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getServiceOrder, getServiceOrders } from '@/features/service-progress/api'
import { callPhone } from '@/shared/phone'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/service-progress/api', () => ({ getServiceOrders: jest.fn(), getServiceOrder: jest.fn() }))
jest.mock('@/shared/phone', () => ({ callPhone: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const T = '2025-03-04T10:00:00+08:00'
const summary = (id: number, status: 1 | 2, step: string) => ({
  id, orderNo: `WX${id}`, plateNo: '京A·12345', modelName: '星驰 S7', dealerName: '星驰汽车北京东城中心店', serviceType: '常规保养',
  status, currentStep: status === 1 ? 4 : 7, currentStepName: step, receivedAt: T, estimatedPickupAt: status === 1 ? T : null,
})
const step = (code: number, name: string, photos: string[] = []) => ({ code, name, time: T, note: '', photos })
const order = (status: 1 | 2) => ({
  ...summary(9001, status, status === 1 ? '维修中' : '已交车'),
  dealerPhone: '010-64001234', dealerAddress: '北京市东城区', advisorName: '刘建国', advisorPhone: '13911112222',
  plan: ['已接车', '检测中', '等待配件', '维修中', '质检中', '待取车', '已交车'],
  steps: status === 1
    ? [step(1, '已接车'), step(2, '检测中'), step(4, '维修中', ['a.svg', 'b.svg'])]
    : [step(1, '已接车'), step(2, '检测中'), step(4, '维修中'), step(5, '质检中'), step(6, '待取车'), step(7, '已交车')],
})

beforeEach(() => setToken('dev-token'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

describe('the list', () => {
  beforeEach(() => openMockPage('/package-car/pages/service-progress-list/service-progress-list'))

  test('shows my orders, loads page 2 at the bottom and opens an order', async () => {
    const first = Array.from({ length: 10 }, (_, i) => summary(i + 1, i < 2 ? 1 : 2, i < 2 ? '维修中' : '已交车'))
    ;(getServiceOrders as jest.Mock).mockImplementation(async ({ pageNo }: { pageNo: number }) =>
      ({ list: pageNo === 1 ? first : [summary(11, 2, '已交车')], total: 11, pageNo, pageSize: 10 }))
    const utils = await render(ListPage)
    await waitFor(() => expect(texts(utils, '.service-card')).toHaveLength(10))
    expect(text(utils, '.service-card')).toContain('预计取车')
    mockPage.reachBottom?.()
    await waitFor(() => expect(texts(utils, '.service-card')).toHaveLength(11))
    expect(getServiceOrders).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
    click(utils, '.service-card')
    expect(openPage).toHaveBeenCalledWith('/package-car/pages/service-progress/service-progress?id=1')
  })

  test('a guest is asked to log in and nothing is called', async () => {
    clearSession()
    const utils = await render(ListPage)
    await waitFor(() => expect(text(utils, '.login-prompt__text')).toBe('登录后查看爱车的服务进度'))
    expect(getServiceOrders).not.toHaveBeenCalled()
  })
})

describe('one order', () => {
  beforeEach(() => openMockPage('/package-car/pages/service-progress/service-progress', { id: '9001' }))

  test('the timeline, photos and advisor; the native pull-down reloads it', async () => {
    ;(getServiceOrder as jest.Mock).mockResolvedValue(order(1))
    const utils = await render(OrderPage)
    await waitFor(() => expect(text(utils, '.steps-list__item--current')).toContain('维修中'))
    expect(texts(utils, '.steps-list__item--todo').map((t) => t.replace('未开始：', ''))).toEqual(['质检中', '待取车', '已交车'])
    expect(utils.html()).toContain('预计取车时间')
    expect(utils.queries.querySelectorAll('.service-photos__thumb')).toHaveLength(2)
    expect(utils.queries.querySelector('.service-order__evaluate')).toBeNull()
    click(utils, '.service-contact__call')
    expect(callPhone).toHaveBeenCalledWith('13911112222')

    ;(getServiceOrder as jest.Mock).mockResolvedValue({ ...order(1), currentStep: 5, currentStepName: '质检中', steps: [...order(1).steps, step(5, '质检中')] })
    await utils.act(async () => {
      await mockPage.pullDownRefresh?.()
    })
    await waitFor(() => expect(text(utils, '.steps-list__item--current')).toContain('质检中'))
    expect(getServiceOrder).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(mockPage.stops).toBe(1))
  })

  test('a finished order offers the evaluation', async () => {
    ;(getServiceOrder as jest.Mock).mockResolvedValue(order(2))
    const utils = await render(OrderPage)
    await waitFor(() => expect(texts(utils, '.steps-list__item--done')).toHaveLength(6))
    expect(utils.html()).not.toContain('预计取车时间')
    click(utils, byText(utils, '.service-order__evaluate', '评价本次服务'))
    expect(openPage).toHaveBeenCalledWith('/package-survey/pages/evaluation/serve/serve?id=9001')
  })
})
