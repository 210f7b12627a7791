import Taro from '@tarojs/taro'
import AfterSaleDetailPage from '@/package-mall/pages/after-sale-detail/index'
import { openPage } from '@/core/navigation'
import { afterWrite } from '@/core/query'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import * as mallApi from '@/features/mall/api'
import { copyText } from '@/shared/clipboard'
import { previewImage } from '@/shared/preview-image'
import { formatDateTime } from '@/utils'
import { renderInStore as render, type, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { afterSale } from './order-fixtures'

jest.mock('@/features/mall/api', () => ({ getAfterSale: jest.fn(), cancelAfterSale: jest.fn(), shipAfterSaleReturn: jest.fn() }))
jest.mock('@/shared/clipboard', () => ({ copyText: jest.fn(async () => true) }))
jest.mock('@/shared/preview-image', () => ({ previewImage: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showModal: jest.fn(), showToast: jest.fn(() => Promise.resolve()) }),
)

const api = jest.mocked(mallApi)
const modal = Taro.showModal as jest.Mock
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)

const heading = (u: Utils) => [...u.queries.querySelectorAll('[role="heading"]')].map((h) => h.textContent)
/** Buttons by their words: Taro's buttons and the views that act as one. */
const buttons = (u: Utils) => [...u.queries.querySelectorAll('taro-button-core, button, [role="button"]')]
const labels = (u: Utils) => buttons(u).map((b) => b.textContent?.trim())
const button = (u: Utils, words: string) => {
  const found = buttons(u).find((b) => b.textContent?.trim() === words || b.getAttribute('aria-label') === words)
  if (!found) throw new Error(`no button ${words}: ${labels(u).join(', ')}`)
  return found
}
const tap = (u: Utils, words: string) => u.act(async () => void u.fireEvent.click(button(u, words)))
const steps = (u: Utils) => [...u.queries.querySelectorAll('[role="list"][aria-label="售后进度"] [role="listitem"]')].map((e) => e.textContent ?? '')
/** The page's words (html() pretty-prints only the first few thousand characters). */
const shown = (u: Utils) => u.queries.querySelector('.page-shell')?.textContent ?? ''
const alerts = (u: Utils) => [...u.queries.querySelectorAll('[role="alert"]')].map((e) => e.textContent)

function open(id = '5001') {
  openMockPage('/package-mall/pages/after-sale-detail/index', { id })
}

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  setToken('dev-token')
  open()
})
afterAll(() => clearSession())

test('returning: where it stands and what comes next, the address and the user\'s shipment with 复制, the steps newest first, what was asked', async () => {
  api.getAfterSale.mockResolvedValue(afterSale('returning'))
  const u = await render(AfterSaleDetailPage)
  await waitFor(() => expect(shown(u)).toContain('商品寄回中'))
  expect(api.getAfterSale).toHaveBeenCalledWith(5001)
  expect(shown(u)).toContain('商品寄回中，商家收货后将为您退款')

  expect(heading(u)).toEqual(['退货地址', '退货物流', '售后进度', '售后商品', '申请信息'])
  expect(shown(u)).toContain('星驰售后仓 400-800-8888')
  await tap(u, '复制退货地址 上海市嘉定区安亭镇墨玉路 88 号')
  expect(copyText).toHaveBeenLastCalledWith('星驰售后仓 400-800-8888 上海市嘉定区安亭镇墨玉路 88 号')
  expect(shown(u)).toContain('顺丰速运')
  await tap(u, '复制运单号 SF7788990011')
  expect(copyText).toHaveBeenLastCalledWith('SF7788990011')

  const listed = steps(u)
  expect(listed).toHaveLength(3)
  expect(listed[0]).toContain('商品已寄回')
  expect(listed[0]).toContain(formatDateTime('2026-05-11T15:00:00+08:00'))
  expect(listed[2]).toContain('提交申请')
  // Still being handled: the newest step is under way.
  expect(listed.map((s) => s.split('：')[0])).toEqual(['进行中', '已完成', '已完成'])

  expect(shown(u)).toContain('星驰车载香氛')
  expect(shown(u)).toContain('×1')
  expect(shown(u)).toContain('退货退款')
  expect(shown(u)).toContain('¥169.50 + 2950 积分')
  expect(shown(u)).toContain('商品质量问题')
  expect(shown(u)).toContain('瓶身有裂纹，香氛漏出')
  await tap(u, '查看照片 2')
  expect(previewImage).toHaveBeenCalledWith(['https://img/crack-1.jpg', 'https://img/crack-2.jpg'], 'https://img/crack-2.jpg')

  // On its way back: nothing to cancel or send any more, only the order.
  expect(labels(u)).not.toContain('撤销申请')
  expect(labels(u)).not.toContain('填写退货物流')
  await tap(u, '查看订单')
  expect(openPage).toHaveBeenCalledWith('/package-mall/pages/order-detail/index?id=3004')
})

test('refused: the merchant\'s reason, no address, nothing to cancel', async () => {
  api.getAfterSale.mockResolvedValue(afterSale('refused', { refuseReason: '商品已使用，不符合退货条件' }))
  const u = await render(AfterSaleDetailPage)
  await waitFor(() => expect(shown(u)).toContain('商家已拒绝'))
  expect(heading(u)).toContain('拒绝原因')
  expect(shown(u)).toContain('商品已使用，不符合退货条件')
  expect(heading(u)).not.toContain('退货地址')
  expect(labels(u)).not.toContain('撤销申请')
})

test('refunded: the amount went back the way it was paid, and the coupon when it came back; every step is done', async () => {
  const timeline = [
    { time: '2026-05-12T10:00:00+08:00', kind: 'refunded' as const, title: '退款成功', text: '¥169.50 + 2950 积分 已原路退回' },
    ...afterSale('pending').timeline,
  ]
  api.getAfterSale.mockResolvedValue(afterSale('refunded', { couponReturned: true, timeline }))
  const u = await render(AfterSaleDetailPage)
  await waitFor(() => expect(shown(u)).toContain('已退款'))
  expect(shown(u)).toContain('¥169.50 + 2950 积分，已原路退回，优惠券已退回')
  expect(steps(u).map((s) => s.split('：')[0])).toEqual(['已完成', '已完成', '已完成'])
  expect(labels(u)).not.toContain('撤销申请')
})

test('pending: 撤销申请 asks first; yes cancels, and the request reads again as 已撤销', async () => {
  api.getAfterSale.mockResolvedValue(afterSale('pending'))
  const u = await render(AfterSaleDetailPage)
  await waitFor(() => expect(shown(u)).toContain('待商家审核'))
  expect(labels(u)).not.toContain('填写退货物流')

  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await tap(u, '撤销申请')
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '撤销申请', content: expect.stringContaining('撤销后本次申请关闭，可重新申请') }))
  expect(api.cancelAfterSale).not.toHaveBeenCalled()

  modal.mockResolvedValueOnce({ confirm: true, cancel: false })
  api.cancelAfterSale.mockImplementation(() => afterWrite(Promise.resolve(afterSale('cancelled')), 'mall/orders'))
  api.getAfterSale.mockResolvedValue(afterSale('cancelled'))
  await tap(u, '撤销申请')
  expect(api.cancelAfterSale).toHaveBeenCalledWith(5001)
  await waitFor(() => expect(shown(u)).toContain('已撤销'))
  expect(api.getAfterSale).toHaveBeenCalledTimes(2)
  expect(toasts()).toContain('申请已撤销')
  expect(labels(u)).not.toContain('撤销申请')
})

test('toReturn: 填写退货物流 checks the carrier and the number, shows the server\'s refusal keeping what was typed, then sends it', async () => {
  api.getAfterSale.mockResolvedValue(afterSale('toReturn'))
  const u = await render(AfterSaleDetailPage)
  await waitFor(() => expect(shown(u)).toContain('请在 7 天内寄回商品并填写运单号'))
  expect(heading(u)).toContain('退货地址')
  expect(heading(u)).not.toContain('退货物流')
  expect(labels(u)).toEqual(expect.arrayContaining(['查看订单', '撤销申请', '填写退货物流']))

  await tap(u, '填写退货物流')
  expect(heading(u)).toContain('填写退货物流')
  expect(labels(u)).not.toContain('填写退货物流')
  await tap(u, '提交')
  expect(alerts(u)).toEqual(['请选择快递公司', '请填写运单号'])
  expect(api.shipAfterSaleReturn).not.toHaveBeenCalled()

  // The carrier from the kit's picker: its sheet lists the common carriers.
  await tap(u, '快递公司*请选择快递公司›')
  const options = [...u.queries.querySelectorAll('[role="listbox"][aria-label="快递公司"] [role="option"]')]
  expect(options.map((o) => o.textContent)).toEqual(['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '邮政快递包裹', 'EMS', '其他'])
  await u.act(async () => void u.fireEvent.click(options[1]))
  await type(u, '.mall-after-sale-return__no', 'ZT-1')
  expect(alerts(u)).toEqual(['运单号应为 6-30 位字母或数字'])

  await type(u, '.mall-after-sale-return__no', 'ZT7788990011')
  api.shipAfterSaleReturn.mockRejectedValueOnce(new RequestError('status', '该申请当前不能填写退货物流', { status: 409, statusCode: 409 }))
  await tap(u, '提交')
  expect(api.shipAfterSaleReturn).toHaveBeenCalledWith(5001, { carrier: '中通快递', trackingNo: 'ZT7788990011' })
  await waitFor(() => expect(alerts(u)).toEqual(['提交失败：该申请当前不能填写退货物流。您填写的内容已保留，可重新提交。']))
  const input = u.queries.querySelector('.mall-after-sale-return__no input') as HTMLInputElement
  expect(input.value).toBe('ZT7788990011')

  api.shipAfterSaleReturn.mockImplementation(() => afterWrite(Promise.resolve(afterSale('returning')), 'mall/orders'))
  api.getAfterSale.mockResolvedValue(afterSale('returning', { returnShipment: { carrier: '中通快递', trackingNo: 'ZT7788990011' } }))
  await tap(u, '提交')
  await waitFor(() => expect(shown(u)).toContain('商品寄回中'))
  expect(toasts()).toContain('退货物流已提交')
  expect(heading(u)).not.toContain('填写退货物流')
  expect(heading(u)).toContain('退货物流')
  expect(shown(u)).toContain('ZT7788990011')
})

test('an id missing from the link, or unknown to the server, says the link is bad; a guest is asked to log in', async () => {
  open('')
  const missing = await render(AfterSaleDetailPage)
  await waitFor(() => expect(shown(missing)).toContain('缺少售后单 id，无法打开'))
  expect(api.getAfterSale).not.toHaveBeenCalled()
  missing.unmout()

  open('9999')
  api.getAfterSale.mockRejectedValue(new RequestError('status', '售后单不存在', { status: 404, statusCode: 404 }))
  const unknown = await render(AfterSaleDetailPage)
  await waitFor(() => expect(shown(unknown)).toContain('该售后申请不存在或已删除'))
  expect(shown(unknown)).toContain('链接无效')
  unknown.unmout()

  clearSession()
  open()
  const guest = await render(AfterSaleDetailPage)
  await waitFor(() => expect(shown(guest)).toContain('登录后查看售后详情'))
  expect(api.getAfterSale).toHaveBeenCalledTimes(1)
})
