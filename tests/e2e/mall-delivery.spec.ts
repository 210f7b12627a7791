import { expect, test, type APIRequestContext } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { visible } from './support/buyer'
import { watchErrors } from './support/errors'

/*
 * Delivery on the production H5 build against the dev API server (issue 40, item 2): the order
 * detail shows the carrier's events newest first, with 复制 for the number; a closed order is
 * deleted from the list after a confirmation. Seed: order 3001 unpaid (cash), 3005 closed.
 */
const API = `http://127.0.0.1:${API_PORT}`
const AUTH = { Authorization: 'Bearer dev-token' }
const ORDERS = '/mall/api/v1/app/orders'
const TRACKING_NO = 'SF1402360000001'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

const admin = async (request: APIRequestContext, path: string, data?: unknown) => {
  const res = await request.post(`${API}${path}`, data === undefined ? {} : { data })
  expect(res.status()).toBe(200)
}

test.describe('delivery', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('a shipped order shows the carrier\'s events, the newest on top after each advance; 复制 copies the number', async ({ page, request }) => {
    const errors = watchErrors(page)
    // A paid order (the development payment), shipped by the warehouse: the carrier's first event.
    const paid = await request.post(`${API}${ORDERS}/3001/dev-pay`, { headers: AUTH })
    expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('toShip')
    await admin(request, '/__admin/orders/3001/ship', { carrier: '顺丰速运', trackingNo: TRACKING_NO })

    await page.goto('/package-mall/pages/order-detail/index?id=3001&token=dev-token')
    await expect(visible(page, '.order-detail__status')).toHaveText('待收货')
    await expect(visible(page, '.order-detail__carrier')).toHaveText('顺丰速运')
    const events = visible(page, '[role="list"][aria-label="物流轨迹"] [role="listitem"]')
    await expect(events).toHaveCount(1)
    await expect(events.first()).toContainText('已揽收')

    // The carrier reports twice; back on the page, the latest is on top.
    await admin(request, '/__admin/orders/3001/tracking/advance')
    await admin(request, '/__admin/orders/3001/tracking/advance')
    await page.reload()
    await expect(events).toHaveCount(3)
    await expect(events.first()).toContainText('运输中')
    await expect(events.first()).toContainText('【上海市】快件已到达上海转运中心')
    await expect(events.nth(1)).toContainText('快件已从深圳宝安集散中心发出')
    await expect(events.last()).toContainText('已揽收')

    await visible(page, `[aria-label="复制运单号 ${TRACKING_NO}"]`).click()
    await expect(page.getByText('已复制')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TRACKING_NO)
    // Confirm receipt is offered as before.
    await expect(visible(page, '.order-detail__bar taro-button-core').filter({ hasText: '确认收货' })).toBeVisible()
    expect(errors).toEqual([])
  })
})

test('a closed order is deleted from the list after a confirmation, and its detail is gone', async ({ page, request }) => {
  const detail = await request.get(`${API}${ORDERS}/3005`, { headers: AUTH })
  const { orderNo, status } = ((await detail.json()) as { data: { orderNo: string; status: string } }).data
  expect(status).toBe('closed')

  await page.goto('/package-mall/pages/order-list/index?token=dev-token')
  const card = visible(page, '.order-card').filter({ hasText: orderNo })
  await expect(card).toHaveCount(1)
  await expect(card.locator('.order-card__status')).toHaveText('已关闭')
  // Only the closed order offers 删除订单.
  await expect(visible(page, '[aria-label^="删除订单"]')).toHaveCount(1)

  // Thinking better of it keeps the order.
  await card.locator(`[aria-label="删除订单 ${orderNo}"]`).click()
  await expect(page.locator('.taro-modal__content')).toContainText('删除后订单将不再显示')
  await page.locator('.taro-model__cancel').click()
  await expect(card).toHaveCount(1)

  await card.locator(`[aria-label="删除订单 ${orderNo}"]`).click()
  await page.locator('.taro-model__confirm').click()
  await expect(page.getByText('订单已删除')).toBeVisible()
  await expect(visible(page, '.order-card').filter({ hasText: orderNo })).toHaveCount(0)
  await expect(visible(page, '.order-card').first()).toBeVisible()

  const after = await request.get(`${API}${ORDERS}/3005`, { headers: AUTH })
  expect(((await after.json()) as { status: number }).status).toBe(404)
})
