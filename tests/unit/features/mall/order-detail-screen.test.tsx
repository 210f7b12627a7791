import Taro from '@tarojs/taro'
import OrderDetailPage from '@/package-mall/pages/order-detail/index'
import { afterWrite } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import * as mallApi from '@/features/mall/api'
import { payOrder } from '@/features/mall/order/pay'
import { copyText } from '@/shared/clipboard'
import { formatDateTime } from '@/utils'
import { byText, click, renderInStore as render, text, texts, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { order } from './order-fixtures'

jest.mock('@/features/mall/api', () => ({ getOrder: jest.fn(), cancelOrder: jest.fn(), receiveOrder: jest.fn(), addToCart: jest.fn() }))
jest.mock('@/features/mall/order/pay', () => ({ payOrder: jest.fn() }))
jest.mock('@/shared/clipboard', () => ({ copyText: jest.fn(async () => true) }))
jest.mock('@/core/location', () => ({ useCurrentPosition: () => ({ position: { latitude: 39.9, longitude: 116.38 }, allowed: false }) }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showModal: jest.fn(), showToast: jest.fn(() => Promise.resolve()) }),
)

const api = jest.mocked(mallApi)
const modal = Taro.showModal as jest.Mock
const status = (u: Utils) => text(u, '.order-detail__status')
const note = (u: Utils) => text(u, '.order-detail__note')
const action = (u: Utils, label: string) => byText(u, '.order-detail__bar .order-actions__button', label)
const STORES = [
  { name: '星驰汽车北京望京店', address: '北京市朝阳区望京街 10 号', mobile: '010-88886666', latitude: 39.99, longitude: 116.47 },
  { name: '星驰汽车北京国贸店', address: '北京市朝阳区建国路 1 号', mobile: '010-66668888', latitude: 39.91, longitude: 116.46 },
]

function open(id = '3001') {
  openMockPage('/package-mall/pages/order-detail/index', { id })
}

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
  open()
})
afterAll(() => clearSession())

test('unpaid: the time left to pay, the amounts with the coupon by name; 去支付 pays, 取消订单 asks and closes it', async () => {
  const unpaid = order('unpaid', { coupon: { userCouponId: 9, name: '新车主礼包券', worth: 1000 }, discount: 1000, remark: '周末送货' })
  api.getOrder.mockResolvedValue(unpaid)
  const u = await render(OrderDetailPage)
  await waitFor(() => expect(status(u)).toBe('待付款'))
  expect(api.getOrder).toHaveBeenCalledWith(3001)
  expect(note(u)).toMatch(/^剩余 (10:00|09:5\d)，超时订单将自动关闭$/)
  expect(u.html()).toContain('王小明 138****0000')
  expect(u.html()).toContain('新车主礼包券 -¥10.00')
  expect(u.html()).toContain('5900积分')
  expect(text(u, '.order-detail__cash')).toBe('¥339.00')
  expect(u.html()).toContain('周末送货')
  expect(texts(u, '.order-detail__bar .order-actions__button')).toEqual(['取消订单', '去支付'])

  jest.mocked(payOrder).mockResolvedValue({ outcome: 'cancelled' })
  await u.act(async () => click(u, action(u, '去支付')))
  expect(payOrder).toHaveBeenCalledWith(expect.objectContaining({ id: 3001, cash: 33900 }))

  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await u.act(async () => click(u, action(u, '取消订单')))
  expect(api.cancelOrder).not.toHaveBeenCalled()

  const closed = order('closed', { id: 3001, closeReason: '用户取消', closedAt: '2026-05-01T10:05:00+08:00' })
  modal.mockResolvedValueOnce({ confirm: true, cancel: false })
  api.cancelOrder.mockImplementation(() => afterWrite(Promise.resolve(closed), 'mall/orders'))
  api.getOrder.mockResolvedValue(closed)
  await u.act(async () => click(u, action(u, '取消订单')))
  expect(api.cancelOrder).toHaveBeenCalledWith(3001)
  await waitFor(() => expect(status(u)).toBe('已关闭'))
  expect(note(u)).toBe('用户取消')
  expect(texts(u, '.order-detail__bar .order-actions__button')).toEqual(['再次购买'])
})

test('unpaid: at zero the order reads again and shows it closed, 超时未支付', async () => {
  api.getOrder.mockResolvedValueOnce(order('unpaid', { payDeadline: new Date(Date.now() + 1200).toISOString() }))
  api.getOrder.mockResolvedValue(order('closed', { id: 3001, closeReason: '超时未支付', closedAt: '2026-05-01T10:15:00+08:00' }))
  const u = await render(OrderDetailPage)
  await waitFor(() => expect(note(u)).toMatch(/^剩余 00:0[12]/))
  await waitFor(() => expect(status(u)).toBe('已关闭'), 400)
  expect(note(u)).toBe('超时未支付')
  expect(api.getOrder).toHaveBeenCalledTimes(2)
  expect(u.html()).toContain('关闭时间')
})

const TRACKING = [
  { time: '2026-05-03T08:10:00+08:00', state: '运输中', place: '上海市', text: '快件已到达上海转运中心' },
  { time: '2026-05-02T09:30:00+08:00', state: '已揽收', place: '深圳市', text: '顺丰速运已揽收快件，宝安集散点' },
]
const events = (u: Utils) => Array.from(u.queries.querySelectorAll('[role="list"][aria-label="物流轨迹"] [role="listitem"]')).map((e) => e.textContent)

test('shipped: carrier, tracking number with 复制, the carrier\'s events newest first; 确认收货 asks first', async () => {
  open('3003')
  const shipment = { carrier: '顺丰速运', trackingNo: 'SF1234567890', tracking: TRACKING }
  api.getOrder.mockResolvedValue(order('shipped', { shipment, paidAt: '2026-05-01T10:01:00+08:00', shippedAt: '2026-05-02T09:00:00+08:00' }))
  const u = await render(OrderDetailPage)
  await waitFor(() => expect(status(u)).toBe('待收货'))
  expect(text(u, '.order-detail__carrier')).toBe('顺丰速运')
  click(u, u.queries.querySelector('[aria-label="复制运单号 SF1234567890"]')!)
  expect(copyText).toHaveBeenCalledWith('SF1234567890')
  const shown = events(u)
  expect(shown).toHaveLength(2)
  expect(shown[0]).toContain('运输中')
  expect(shown[0]).toContain(formatDateTime(TRACKING[0].time))
  expect(shown[0]).toContain('【上海市】快件已到达上海转运中心')
  expect(shown[1]).toContain('已揽收')
  expect(shown[1]).toContain('【深圳市】顺丰速运已揽收快件')
  // The newest event is where the parcel is now; the older ones are done.
  expect(shown.map((e) => e!.split('：')[0])).toEqual(['进行中', '已完成'])
  expect(u.html()).toContain('发货时间')

  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await u.act(async () => click(u, action(u, '确认收货')))
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '确认收货' }))
  expect(api.receiveOrder).not.toHaveBeenCalled()
})

test('a received order still shows its events; a shipment without events says there are none yet', async () => {
  open('3004')
  const signed = { time: '2026-05-04T15:00:00+08:00', state: '已签收', place: '上海市', text: '快件已签收，签收人：本人' }
  api.getOrder.mockResolvedValue(order('completed', { shipment: { carrier: '中通快递', trackingNo: '78312456690021', tracking: [signed, ...TRACKING] } }))
  const u = await render(OrderDetailPage)
  await waitFor(() => expect(status(u)).toBe('已完成'))
  expect(events(u)).toHaveLength(3)
  expect(events(u)[0]).toContain('已签收')
  // Signed for: every event is done.
  expect(events(u).map((e) => e!.split('：')[0])).toEqual(['已完成', '已完成', '已完成'])
  u.unmout()

  open('3003')
  api.getOrder.mockResolvedValue(order('shipped', { shipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890', tracking: [] } }))
  const empty = await render(OrderDetailPage)
  await waitFor(() => expect(status(empty)).toBe('待收货'))
  expect(events(empty)).toEqual([])
  expect(empty.html()).toContain('暂无物流轨迹，请稍后查看')
})

test('a voucher order: no address, its codes used or not with their dates (copyable), and the stores', async () => {
  open('3006')
  api.getOrder.mockResolvedValue(
    order('completed', {
      id: 3006, type: 3, address: null, stores: STORES,
      vouchers: [
        { code: 'XC-8A3F-21', used: true, validTo: '2026-12-31T23:59:59+08:00' },
        { code: 'XC-9B7C-45', used: false, validTo: '2026-12-31T23:59:59+08:00' },
      ],
    }),
  )
  const u = await render(OrderDetailPage)
  await waitFor(() => expect(status(u)).toBe('已完成'))
  expect(note(u)).toBe('券码已发放，请到适用门店使用')
  expect(u.queries.querySelector('.order-detail__address')).toBeNull()
  expect(texts(u, '.order-voucher .order-copy__text')).toEqual(['XC-8A3F-21', 'XC-9B7C-45'])
  expect(texts(u, '.order-voucher__state')).toEqual(['已使用', '未使用'])
  expect(texts(u, '.order-voucher__valid')).toEqual(['有效期至 2026.12.31', '有效期至 2026.12.31'])
  expect(u.queries.querySelector('.order-voucher--used')?.getAttribute('data-code')).toBe('XC-8A3F-21')
  click(u, u.queries.querySelectorAll('.order-voucher .order-copy__action')[1])
  expect(copyText).toHaveBeenCalledWith('XC-9B7C-45')
  expect(texts(u, '.voucher-store__name')).toEqual(['星驰汽车北京国贸店', '星驰汽车北京望京店'])
  expect(u.html()).toContain('适用门店（2）')
})

test('toShip offers only 取消订单 (refunded); an id missing from the link or unknown to the server says so', async () => {
  open('3002')
  api.getOrder.mockResolvedValue(order('toShip'))
  const u = await render(OrderDetailPage)
  await waitFor(() => expect(status(u)).toBe('待发货'))
  expect(texts(u, '.order-detail__bar .order-actions__button')).toEqual(['取消订单'])
  u.unmout()

  open('')
  const missing = await render(OrderDetailPage)
  await waitFor(() => expect(missing.html()).toContain('缺少订单 id，无法打开'))
  missing.unmout()

  open('9999')
  api.getOrder.mockRejectedValue(Object.assign(new Error('订单不存在'), { status: 404 }))
  const unknown = await render(OrderDetailPage)
  await waitFor(() => expect(text(unknown, '.page-shell__state-text')).toBe('订单不存在'))
})
