import type { AfterSale, Order, OrderAfterSale, OrderLine } from '@api/mall'
import AfterSaleApplyPage from '@/package-mall/pages/after-sale-apply/index'
import { goBackOr, openPage, redirectTo } from '@/core/navigation'
import { resetQueriesForTests } from '@/core/query'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import * as mallApi from '@/features/mall/api'
import { chooseImages } from '@/shared/upload/choose-and-upload'
import { sendImage } from '@/shared/upload/send'
import { click, renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { act } from '../../../support/render'
import { openMockPage } from '../../../support/taro-page'
import { setValue } from '../../../support/type'
import { order as orderOf } from './order-fixtures'

jest.mock('@/features/mall/api', () => ({ getOrder: jest.fn(), createAfterSale: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/shared/upload/choose-and-upload', () => ({ chooseImages: jest.fn() }))
jest.mock('@/shared/upload/send', () => ({ ...jest.requireActual('@/shared/upload/send'), sendImage: jest.fn() }))
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showToast: jest.fn(() => Promise.resolve()), getCurrentPages: jest.fn(() => []) }),
)

const api = jest.mocked(mallApi)
const DAY = 24 * 60 * 60 * 1000
const PHOTO = 'http://127.0.0.1/static/upload/7'

const line = (o: Partial<OrderLine> = {}): OrderLine => ({
  skuId: 100601, itemId: 1006, name: '星驰 4K 行车记录仪', skuName: '', image: 'goods/dvr.svg', unitPrice: 89900, quantity: 1, returnable: true, ...o,
})
/** The seed's 3003: shipped two days ago, one returnable line, paid ¥899.00 in cash. */
const shipped = (o: Partial<Order> = {}): Order => ({
  ...orderOf('shipped', { id: 3003, lines: [line()], cash: 89900, points: 0, goodsAmount: 89900, shippedAt: new Date(Date.now() - 2 * DAY).toISOString() }),
  afterSales: [],
  ...o,
})
const created = (id: number): AfterSale => ({ id }) as AfterSale

// The page by what a user perceives: text, roles and labels.
const pageText = () => document.body.textContent ?? ''
const byRole = (role: string, label: string) => {
  const found = Array.from(document.querySelectorAll(`[role="${role}"]`)).find((e) => (e.textContent ?? '').includes(label))
  if (!found) throw new Error(`no ${role} "${label}" on the page:\n${pageText()}`)
  return found
}
/** What a screen reader hears of an element: its text without the parts hidden from it (the upload's +). */
const heard = (e: Element) => {
  const copy = e.cloneNode(true) as Element
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
  return (copy.textContent ?? '').trim()
}
const button = (label: string) => {
  const found = Array.from(document.querySelectorAll('button, taro-button-core, [role="button"]')).find((e) => heard(e) === label)
  if (!found) throw new Error(`no button "${label}" on the page:\n${pageText()}`)
  return found
}
const radios = (group: string) => Array.from(document.querySelectorAll(`[role="radiogroup"][aria-label="${group}"] [role="radio"]`)).map((e) => e.textContent)
const checked = (label: string) => byRole('radio', label).getAttribute('aria-checked')
const alerts = () => Array.from(document.querySelectorAll('[role="alert"]')).map((e) => e.textContent)
const typeDescription = (u: Utils, value: string) =>
  u.act(() => setValue(document.querySelector('textarea[placeholder*="请描述"]') as HTMLTextAreaElement, value))
async function pickReason(u: Utils, reason: string) {
  await u.act(async () => click(u, byRole('button', '申请原因')))
  await u.act(async () => click(u, byRole('option', reason)))
}
function open(params: Record<string, string>) {
  openMockPage('/package-mall/pages/after-sale-apply/index', params)
  return render(AfterSaleApplyPage)
}

beforeEach(() => {
  localStorage.clear()
  resetQueriesForTests()
  jest.clearAllMocks()
  setToken('dev-token')
  jest.mocked(chooseImages).mockResolvedValue({ images: [{ path: 'blob:1', size: 1000, type: 'image/png', name: 'broken.png' }], refused: [] })
  jest.mocked(sendImage).mockResolvedValue(PHOTO)
})
afterAll(() => clearSession())

test('a shipped line: 退货退款 or 换货, the reason follows the kind, the amount by the rule; sent, the request takes the page\'s place', async () => {
  api.getOrder.mockResolvedValue(shipped())
  api.createAfterSale.mockResolvedValue(created(5101))
  const u = await open({ orderId: '3003' })
  await waitFor(() => expect(pageText()).toContain('星驰 4K 行车记录仪'))
  expect(api.getOrder).toHaveBeenCalledWith(3003)
  expect(radios('申请类型')).toEqual(['退货退款寄回商品后退款', '换货寄回商品后换新'])
  // One unit: no quantity to choose; no kind yet: no amount, and the reason waits for it.
  expect(document.querySelector('[aria-label="申请数量"]')).toBeNull()
  expect(pageText()).not.toContain('退款金额')
  expect(pageText()).toContain('请先选择申请类型')

  await u.act(async () => click(u, button('提交申请')))
  expect(alerts()).toEqual(['请选择申请类型'])
  expect(api.createAfterSale).not.toHaveBeenCalled()

  await u.act(async () => click(u, byRole('radio', '退货退款')))
  expect(pageText()).toContain('退款金额¥899.00')
  expect(pageText()).toContain('积分和现金按原支付方式退回')
  expect(pageText()).toContain('请按售后详情中的地址寄回商品并填写运单号')
  // No coupon on this order: no word of one.
  expect(pageText()).not.toContain('优惠券')
  expect(alerts()).toEqual(['请选择申请原因'])

  // A reason both kinds list stays when the kind changes; one the new kind lacks is cleared.
  await pickReason(u, '商品质量问题')
  await u.act(async () => click(u, byRole('radio', '换货')))
  expect(byRole('button', '申请原因').textContent).toContain('商品质量问题')
  expect(pageText()).toContain('退款金额换货无需退款')
  await u.act(async () => click(u, byRole('radio', '退货退款')))
  await pickReason(u, '七天无理由退货')
  await u.act(async () => click(u, byRole('radio', '换货')))
  expect(byRole('button', '申请原因').textContent).toContain('请选择')
  expect(alerts()).toEqual(['请选择申请原因'])

  await u.act(async () => click(u, byRole('radio', '退货退款')))
  await pickReason(u, '商品质量问题')
  await typeDescription(u, '  屏幕有坏点  ')
  await u.act(async () => click(u, button('添加照片')))
  await waitFor(() => expect(document.querySelector(`img[src="${PHOTO}"], [src="${PHOTO}"]`)).not.toBeNull())
  // Preact runs the effect that releases the form's upload hold a frame after the picture shows.
  await act(async () => undefined)

  await u.act(async () => click(u, button('提交申请')))
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mall/pages/after-sale-detail/index?id=5101'))
  expect(api.createAfterSale).toHaveBeenCalledTimes(1)
  expect(api.createAfterSale).toHaveBeenCalledWith(
    { orderId: 3003, skuId: 100601, kind: 'return', quantity: 1, reason: '商品质量问题', description: '屏幕有坏点', photos: [PHOTO], points: 0, cash: 89900 },
    expect.stringMatching(/^[0-9A-Za-z_-]{8,64}$/),
  )
})

test("a refusal shows the server's reason and keeps everything; opened again, the draft is back", async () => {
  api.getOrder.mockResolvedValue(shipped())
  api.createAfterSale.mockRejectedValue(new RequestError('status', '该商品已有售后申请在处理中', { status: 409, statusCode: 409 }))
  const u = await open({ orderId: '3003', skuId: '100601' })
  await waitFor(() => expect(radios('申请类型')).toHaveLength(2))
  await u.act(async () => click(u, byRole('radio', '换货')))
  await pickReason(u, '尺码不合适')
  await typeDescription(u, '想换大一号')
  await u.act(async () => click(u, button('提交申请')))
  await waitFor(() => expect(alerts()).toEqual(['提交失败：该商品已有售后申请在处理中。您填写的内容已保留，可重新提交。']))
  expect(api.createAfterSale).toHaveBeenCalledWith(expect.objectContaining({ kind: 'exchange', reason: '尺码不合适', points: 0, cash: 0 }), expect.any(String))
  expect(redirectTo).not.toHaveBeenCalled()
  expect(checked('换货')).toBe('true')
  expect(byRole('button', '申请原因').textContent).toContain('尺码不合适')
  expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('想换大一号')

  u.unmout()
  await open({ orderId: '3003', skuId: '100601' })
  await waitFor(() => expect(checked('换货')).toBe('true'))
  expect(byRole('button', '申请原因').textContent).toContain('尺码不合适')
  expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('想换大一号')
})

test('paid, not shipped, two units: 仅退款 chosen already; the quantity steps and the amount and coupon note follow', async () => {
  const toShip = {
    ...orderOf('toShip', { id: 3002, lines: [line({ skuId: 100401, name: '星驰车载香氛', unitPrice: 19900, quantity: 2 })], points: 1000, cash: 33800 }),
    goodsAmount: 39800, coupon: { userCouponId: 3, name: '精品满减券', worth: 5000 }, discount: 5000, afterSales: [],
  }
  api.getOrder.mockResolvedValue(toShip)
  api.createAfterSale.mockResolvedValue(created(5102))
  const u = await open({ orderId: '3002' })
  await waitFor(() => expect(radios('申请类型')).toEqual(['仅退款未发货，直接退款']))
  expect(checked('仅退款')).toBe('true')
  // Every unit left by default: the whole order, everything paid.
  expect((document.querySelector('input[aria-label="申请数量"]') as HTMLInputElement).value).toBe('2')
  expect(pageText()).toContain('退款金额¥338.00 + 1000 积分')
  expect(pageText()).toContain('订单全部退款时，优惠券在有效期内退回')
  await u.act(async () => click(u, document.querySelector('[aria-label="减少申请数量"]')!))
  expect(pageText()).toContain('退款金额¥169.00 + 500 积分')

  await pickReason(u, '拍错/多拍')
  await u.act(async () => click(u, button('提交申请')))
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mall/pages/after-sale-detail/index?id=5102'))
  expect(api.createAfterSale).toHaveBeenCalledWith(
    { orderId: 3002, skuId: 100401, kind: 'refund', quantity: 1, reason: '拍错/多拍', description: '', photos: [], points: 500, cash: 16900 },
    expect.any(String),
  )
})

test('a draft asking for more units than are left now follows what is left', async () => {
  const twoUnits = line({ skuId: 100401, name: '星驰车载香氛', unitPrice: 19900, quantity: 2 })
  const toShip = { ...orderOf('toShip', { id: 3002, lines: [twoUnits], points: 0, cash: 39800 }), afterSales: [] }
  api.getOrder.mockResolvedValue(toShip)
  api.createAfterSale.mockResolvedValue(created(5103))
  const first = await open({ orderId: '3002' })
  await waitFor(() => expect((document.querySelector('input[aria-label="申请数量"]') as HTMLInputElement).value).toBe('2'))
  await typeDescription(first, '不想要了')
  first.unmout()

  // Meanwhile one unit was refunded (the cache forgets the order, as that write's mark would): one is left, and no stepper shows.
  resetQueriesForTests()
  const refunded: OrderAfterSale = { id: 5090, skuId: 100401, kind: 'refund', status: 'refunded', quantity: 1, points: 0, cash: 19900 }
  api.getOrder.mockResolvedValue({ ...toShip, afterSales: [refunded] })
  const u = await open({ orderId: '3002' })
  await waitFor(() => expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('不想要了'))
  expect(document.querySelector('input[aria-label="申请数量"]')).toBeNull()
  await pickReason(u, '不想要了')
  await u.act(async () => click(u, button('提交申请')))
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mall/pages/after-sale-detail/index?id=5103'))
  expect(api.createAfterSale).toHaveBeenCalledWith(expect.objectContaining({ quantity: 1, points: 0, cash: 19900 }), expect.any(String))
})

test('a line with a request under way: why, the way to it and back to the order; no form', async () => {
  const open5001: OrderAfterSale = { id: 5001, skuId: 100601, kind: 'return', status: 'pending', quantity: 1, points: 0, cash: 89900 }
  api.getOrder.mockResolvedValue(shipped({ id: 3007, status: 'completed', receivedAt: new Date(Date.now() - DAY).toISOString(), afterSales: [open5001] }))
  const u = await open({ orderId: '3007' })
  await waitFor(() => expect(pageText()).toContain('暂不能申请售后'))
  expect(pageText()).toContain('该商品已有售后申请在处理中')
  expect(document.querySelector('[role="radiogroup"]')).toBeNull()
  expect(pageText()).not.toContain('提交申请')
  await u.act(async () => click(u, button('查看售后进度')))
  expect(openPage).toHaveBeenCalledWith('/package-mall/pages/after-sale-detail/index?id=5001')
  await u.act(async () => click(u, button('返回订单')))
  expect(goBackOr).toHaveBeenCalledWith('/package-mall/pages/order-detail/index?id=3007')
})

test('several lines: the user picks one, each its own form; a past window says so', async () => {
  const lines = [line({ skuId: 1, name: '冲锋衣', skuName: 'L' }), line({ skuId: 2, name: '车载冰箱', skuName: '12L', returnable: false })]
  api.getOrder.mockResolvedValue(shipped({ lines }))
  const u = await open({ orderId: '3003' })
  await waitFor(() => expect(radios('选择售后商品')).toEqual(['冲锋衣L ×1', '车载冰箱12L ×1']))
  expect(pageText()).toContain('请选择要申请售后的商品')
  expect(document.querySelector('[role="radiogroup"][aria-label="申请类型"]')).toBeNull()

  await u.act(async () => click(u, byRole('radio', '车载冰箱')))
  expect(pageText()).toContain('该商品不支持退换货')
  await u.act(async () => click(u, byRole('radio', '冲锋衣')))
  expect(radios('申请类型')).toHaveLength(2)

  api.getOrder.mockResolvedValue(shipped({ status: 'completed', shippedAt: new Date(Date.now() - 12 * DAY).toISOString(), receivedAt: new Date(Date.now() - 8 * DAY).toISOString() }))
  u.unmout()
  await open({ orderId: '3004' })
  await waitFor(() => expect(pageText()).toContain('已超过 7 天售后期限'))
})

test('bad links: no or a malformed order id, a malformed or foreign line, an order the server does not know', async () => {
  let u = await open({ orderId: 'abc' })
  expect(pageText()).toContain('链接无效')
  expect(pageText()).toContain('缺少订单 id，无法打开')
  u.unmout()

  u = await open({ orderId: '3003', skuId: 'x!' })
  expect(pageText()).toContain('链接无效')
  expect(pageText()).toContain('商品信息有误，无法打开')
  expect(api.getOrder).not.toHaveBeenCalled()
  u.unmout()

  api.getOrder.mockResolvedValue(shipped())
  u = await open({ orderId: '3003', skuId: '999' })
  await waitFor(() => expect(pageText()).toContain('该订单中没有这件商品'))
  expect(pageText()).not.toContain('提交申请')
  u.unmout()

  api.getOrder.mockRejectedValue(new RequestError('status', '订单不存在', { status: 404, statusCode: 404 }))
  await open({ orderId: '9999' })
  await waitFor(() => expect(pageText()).toContain('该订单不存在或已被删除'))
  expect(pageText()).toContain('链接无效')
  expect(pageText()).not.toContain('重新加载')
})

test('logged out: the login prompt, and no read', async () => {
  clearSession()
  await open({ orderId: '3003' })
  expect(pageText()).toContain('登录后申请售后')
  expect(api.getOrder).not.toHaveBeenCalled()
})
