import Taro from '@tarojs/taro'
import ParityPage from '@/pages/chargingStation/parity'
import { goBackOr } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getChargingRating, rateChargingOrder } from '@/features/charging/api'
import { click, renderInStore as render, text, texts, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { application, repair } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/charging/api', () => ({ getChargingRating: jest.fn(), rateChargingOrder: jest.fn() }))
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showToast: jest.fn(() => Promise.resolve()) }))

const detail = jest.mocked(getChargingRating)
const rate = jest.mocked(rateChargingOrder)
const TEMPLATE = { aspects: [{ key: 'response', name: '响应速度' }, { key: 'quality', name: '维修质量' }], tags: ['响应及时'], problems: ['上门不准时'] }
const star = (u: Utils, aspect: string, n: number) => u.queries.querySelector(`[aria-label="${aspect}"] [aria-label="${n} 星"]`)!

beforeEach(() => setToken('dev-token'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('a finished repair: what is rated, then the form; a low score asks what went wrong; a success thanks and goes back', async () => {
  openMockPage('/pages/chargingStation/parity', { kind: 'repair', id: '6204' })
  detail.mockResolvedValue({ order: repair(6204, 'repaired'), template: TEMPLATE, rating: null })
  rate.mockResolvedValue({ kind: 'repair', id: 6204, rated: true, ratedAt: '2026-03-05T10:00:00+08:00' })
  const u = await render(ParityPage)
  await waitFor(() => expect(text(u, '[role="heading"]')).toBe('充电桩报修'))
  expect(detail).toHaveBeenCalledWith('repair', 6204)
  expect(texts(u, '.charging-line').slice(0, 4)).toEqual(['粤B·D67890', '深圳市南山区科技园 B2-118 车位', '单号 BX6204', '维修师傅：赵师傅'])
  click(u, star(u, '响应速度', 2))
  click(u, star(u, '维修质量', 5))
  await u.act(async () => click(u, '.evaluation-form__submit'))
  expect(rate).not.toHaveBeenCalled()
  click(u, Array.from(u.queries.querySelectorAll('.evaluation-form__chip')).find((c) => c.textContent === '上门不准时')!)
  await u.act(async () => click(u, '.evaluation-form__submit'))
  await waitFor(() => expect(goBackOr).toHaveBeenCalledWith('/pages/chargingStation/list'))
  expect(rate).toHaveBeenCalledWith('repair', 6204, { scores: { response: 2, quality: 5 }, tags: [], problems: ['上门不准时'], comment: '', photos: [], anonymous: false }, expect.any(String))
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '评价成功，感谢反馈' }))
  expect(text(u, '.evaluation-form-once__done')).toBe('您已评价过，感谢反馈')
})

test('a refused rating keeps the stars; a success then leaves for the list', async () => {
  openMockPage('/pages/chargingStation/parity', { kind: 'install', id: '6101' })
  detail.mockResolvedValue({ order: application('installed'), template: TEMPLATE, rating: null })
  rate.mockRejectedValueOnce(Object.assign(new Error('该订单已评价'), { status: 409 })).mockResolvedValue({ kind: 'install', id: 6101, rated: true, ratedAt: '2026-03-05T10:00:00+08:00' })
  const u = await render(ParityPage)
  await waitFor(() => expect(text(u, '[role="heading"]')).toBe('充电桩安装申请'))
  expect(texts(u, '.charging-line')).toContain('安装师傅：李师傅')
  click(u, star(u, '响应速度', 4))
  click(u, star(u, '维修质量', 5))
  await u.act(async () => click(u, '.evaluation-form__submit'))
  await waitFor(() => expect(rate).toHaveBeenCalledTimes(1))
  expect(star(u, '响应速度', 4).getAttribute('aria-checked')).toBe('true')
  expect(goBackOr).not.toHaveBeenCalled()
  await u.act(async () => click(u, '.evaluation-form__submit'))
  await waitFor(() => expect(goBackOr).toHaveBeenCalledWith('/pages/chargingStation/list'))
  expect(goBackOr).toHaveBeenCalledTimes(1)
})

test('rated already: read-only; a bad kind or a guest makes no call', async () => {
  openMockPage('/pages/chargingStation/parity', { kind: 'repair', id: '6205' })
  detail.mockResolvedValue({
    order: repair(6205, 'repaired', { rated: true }), template: TEMPLATE,
    rating: { scores: { response: 5, quality: 4 }, tags: ['响应及时'], problems: [], comment: '师傅很专业', photos: [], anonymous: true, createdAt: '2026-03-05T10:00:00+08:00' },
  })
  const u = await render(ParityPage)
  await waitFor(() => expect(text(u, '.evaluation-form-once__done')).toBe('您已评价过，感谢反馈'))
  expect(text(u, '.evaluation-form-summary__comment')).toBe('师傅很专业')
  expect(u.queries.querySelector('.evaluation-form')).toBeNull()
  jest.clearAllMocks()
  openMockPage('/pages/chargingStation/parity', { kind: 'wash', id: '1' })
  const bad = await render(ParityPage)
  expect(text(bad, '.page-shell__state-text')).toBe('缺少评价的订单，无法打开')
  clearSession()
  openMockPage('/pages/chargingStation/parity', { kind: 'repair', id: '6204' })
  const guest = await render(ParityPage)
  expect(text(guest, '.login-prompt__text')).toBe('登录后评价充电桩安装或维修')
  expect(detail).not.toHaveBeenCalled()
})
