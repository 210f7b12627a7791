import ListPage from '@/pages/chargingStation/list'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getChargingOrders } from '@/features/charging/api'
import { invalidate } from '@/core/query'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { application, repair } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/charging/api', () => ({ getChargingOrders: jest.fn() }))
jest.mock('@/shared/phone', () => ({ callPhone: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

// Ten on page 1 (an application and a repair share id 7: the kind keeps them apart), three on page 2.
const FIRST = [
  repair(7, 'submitted'), application('installed', { id: 7 }), repair(8, 'repairing'), repair(9, 'repaired'), repair(10, 'repaired', { rated: true }),
  application('rejected', { id: 11 }), application('cancelled', { id: 12 }), repair(13, 'accepted'), repair(14, 'repaired', { rated: true }), repair(15, 'repaired', { rated: true }),
]
const SECOND = [repair(16, 'repaired', { rated: true }), repair(17, 'repaired', { rated: true }), application('submitted', { id: 18 })]
const page = (list: unknown[], pageNo: number) => ({ list, total: 13, pageNo, pageSize: 10 })

beforeEach(() => {
  openMockPage('/pages/chargingStation/list')
  jest.clearAllMocks()
  setToken('dev-token')
  ;(getChargingOrders as jest.Mock).mockImplementation(async ({ pageNo, kind }: { pageNo: number; kind?: string }) => {
    if (kind === 'install') return page([application('submitted', { id: 18 })], 1)
    return page(pageNo === 1 ? FIRST : SECOND, pageNo)
  })
})
afterEach(() => clearSession())

const cards = '.charging-card'

test('both kinds, their statuses and rating actions; page 2 at the bottom', async () => {
  const utils = await render(ListPage)
  await waitFor(() => expect(texts(utils, cards)).toHaveLength(10))
  expect(texts(utils, `${cards} .charging-status`)).toEqual(['待受理', '已安装', '维修中', '已修复', '已修复', '已驳回', '已取消', '已派单', '已修复', '已修复'])
  expect(texts(utils, '.charging-card__rate')).toEqual(['去评价', '去评价'])
  expect(texts(utils, '.charging-card__rated')).toHaveLength(3)
  expect(text(utils, '.charging-card:nth-child(6) .charging-card__reason')).toBe('驳回原因：物业未同意')
  // No button inside a link or a toggle (axe: nested-interactive).
  expect(utils.queries.querySelectorAll('[role="link"] taro-button-core, [role="button"] taro-button-core')).toHaveLength(0)

  mockPage.reachBottom?.()
  await waitFor(() => expect(texts(utils, cards)).toHaveLength(13))
  expect(getChargingOrders).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
})

test('an application opens its detail; 去评价, outside that link, opens the rating of its kind', async () => {
  const utils = await render(ListPage)
  await waitFor(() => expect(texts(utils, cards)).toHaveLength(10))
  const installed = byText(utils, cards, '已安装')
  click(utils, installed.querySelector('.charging-card__rate')!)
  expect(openPage).toHaveBeenCalledTimes(1)
  expect(openPage).toHaveBeenLastCalledWith('/pages/chargingStation/parity?kind=install&id=7')
  click(utils, installed.querySelector('[role="link"]')!)
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/chargingStation/applicationDetail?id=7')
  click(utils, byText(utils, cards, '已修复').querySelector('.charging-card__rate')!)
  expect(openPage).toHaveBeenLastCalledWith('/pages/chargingStation/parity?kind=repair&id=9')
})

test('a repair unfolds its progress and technician in place, and folds again', async () => {
  const utils = await render(ListPage)
  await waitFor(() => expect(texts(utils, cards)).toHaveLength(10))
  const card = byText(utils, cards, '维修中')
  const toggle = card.querySelector('[role="button"][aria-expanded]')!
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  click(utils, toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(card.querySelector('.steps-list__item--current')?.textContent).toContain('维修中')
  expect(card.textContent).toContain('维修师傅 赵师傅 13933337777')
  expect(card.textContent).toContain('方便联系：工作日晚上')
  click(utils, toggle)
  expect(card.querySelector('.steps-list')).toBeNull()
  expect(openPage).not.toHaveBeenCalled()
})

test('a tab keeps one kind; back after a write (a report, a cancel) page 1 is read again', async () => {
  const utils = await render(ListPage)
  await waitFor(() => expect(texts(utils, cards)).toHaveLength(10))
  click(utils, byText(utils, '.tabs__tab', '安装申请'))
  await waitFor(() => expect(texts(utils, cards)).toHaveLength(1))
  expect(getChargingOrders).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, kind: 'install' })
  const calls = (getChargingOrders as jest.Mock).mock.calls.length
  await utils.act(async () => void mockPage.show?.())
  await utils.act(async () => void mockPage.show?.())
  expect(getChargingOrders).toHaveBeenCalledTimes(calls) // nothing changed: the cached rows stay
  await utils.act(async () => invalidate('charging')) // what every charging write does (api.ts)
  await waitFor(() => expect(getChargingOrders).toHaveBeenCalledTimes(calls + 1))
})

test('the bar opens the notice and the repair form; a guest is asked to log in', async () => {
  const utils = await render(ListPage)
  click(utils, '.charging-list__apply')
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/chargingStation/notice')
  click(utils, '.charging-list__report')
  expect(openPage).toHaveBeenLastCalledWith('/pages/chargingStation/repairReport')
  utils.unmout()
  clearSession()
  const guest = await render(ListPage)
  await waitFor(() => expect(text(guest, '.login-prompt__text')).toBe('登录后查看充电桩安装与报修记录'))
})
