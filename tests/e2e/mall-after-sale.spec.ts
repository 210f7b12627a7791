import { expect, test, type Page } from '@playwright/test'
import type { AfterSale, Order } from '../../types/api/mall'
import { button, visible } from './support/buyer'
import { watchErrors } from './support/errors'
import { api, API, balance, ORDERS, resetEachTest, yuan } from './support/mall-api'
import { addPhotos } from './support/upload'

/*
 * After-sale on the production H5 build against the dev API server (issue 40, item 1); the admin
 * routes stand in for the merchant. Seed: 3003 is shipped (within the 7-day window), 3002 paid
 * and not shipped; each holds one line. (A paid order cancelled before it ships, refunded with
 * its points and coupon: mall-refund.spec.ts.)
 */
resetEachTest()

const status = (page: Page) => visible(page, '.mall-after-sale-detail__status')

const addPhoto = (page: Page, n: number) => addPhotos(page, '.mall-after-sale__photos', [`fault-${n}.png`], n)

/** Picks `option` in the form's picker field labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  await page.locator('.form-field:visible', { hasText: label }).locator('.form-field__row').first().click()
  await page.locator('.form-option-sheet__option:visible', { hasText: option }).click()
}

/** The merchant's step, then the page read again as a user coming back to it would. */
async function merchant(page: Page, id: number, step: 'approve' | 'receive' | 'refund') {
  const res = await page.request.post(`${API}/__admin/after-sales/${id}/${step}`)
  expect(res.status()).toBe(200)
  await page.reload()
}

test('return a received line with photos; the merchant approves, the return goes back, it is received and refunded', async ({ page, request }) => {
  const errors = watchErrors(page)
  const points = await balance(request)
  const order = await api<Order>(request, `${ORDERS}/3003`)
  expect(order).toMatchObject({ status: 'shipped', afterSales: [] })

  await page.goto('/package-mall/pages/order-detail/index?id=3003&token=dev-token')
  await button(page, '确认收货').click()
  await page.locator('.taro-model__confirm').click()
  await expect(visible(page, '.order-detail__status')).toHaveText('已完成')
  await button(page, '申请售后').click()

  await expect(page).toHaveURL(/after-sale-apply\/index\?orderId=3003&skuId=\d+/)
  await page.getByRole('radio', { name: /退货退款/ }).click()
  await pick(page, '申请原因', '商品质量问题')
  await expect(visible(page, '.mall-after-sale__amount')).toContainText(yuan(order.cash))
  await visible(page, 'textarea').fill('表面有划痕，包装完好')
  await addPhoto(page, 1)
  await addPhoto(page, 2)
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/mall/api/v1/app/after-sales' && r.request().method() === 'POST')
  await button(page, '提交申请').click()
  const res = await created
  expect(res.status()).toBe(200)
  expect(res.request().headers()['idempotency-key']).toBeTruthy()
  const id = ((await res.json()) as { data: AfterSale }).data.id

  await expect(page).toHaveURL(new RegExp(`after-sale-detail/index\\?id=${id}`))
  await expect(status(page)).toHaveText('待商家审核')
  await expect(visible(page, '.mall-after-sale-detail__photo')).toHaveCount(2)
  await expect(page.getByText('表面有划痕，包装完好')).toBeVisible()

  await merchant(page, id, 'approve')
  await expect(status(page)).toHaveText('待寄回商品')
  await expect(page.getByText('星驰商城售后部', { exact: false }).first()).toBeVisible()
  await button(page, '填写退货物流').click()
  await pick(page, '快递公司', '顺丰速运')
  await visible(page, '.mall-after-sale-return__no input').fill('SF1234567890')
  await button(page, /^提交$/).click()
  await expect(status(page)).toHaveText('商品寄回中')
  await expect(page.getByText('SF1234567890', { exact: true })).toBeVisible()
  await expect(button(page, '撤销申请')).toHaveCount(0)

  await page.request.post(`${API}/__admin/after-sales/${id}/receive`)
  await merchant(page, id, 'refund')
  await expect(status(page)).toHaveText('已退款')
  await expect(page.getByText('已原路退回').first()).toBeVisible()
  // The timeline, newest first.
  await expect(visible(page, '.steps-list__item').first()).toContainText('退款成功')

  // The whole order came back: it is closed, its points are back.
  const after = await api<Order>(request, `${ORDERS}/3003`)
  expect(after).toMatchObject({ status: 'closed', closeReason: '售后退款完成' })
  expect(await balance(request)).toBe(points + order.points)
  const saved = await api<AfterSale>(request, `/mall/api/v1/app/after-sales/${id}`)
  expect(saved).toMatchObject({ status: 'refunded', kind: 'return', reason: '商品质量问题', returnShipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } })
  expect(saved.photos).toHaveLength(2)
  expect(errors).toEqual([])
})

test('ask for a refund of a line not shipped yet, then cancel the request: the order is as it was, and 售后 lists it', async ({ page, request }) => {
  await page.goto('/package-mall/pages/order-detail/index?id=3002&token=dev-token')
  await expect(visible(page, '.order-detail__status')).toHaveText('待发货')
  await button(page, '申请售后').click()
  // Not shipped: a refund only, chosen already.
  await expect(page.getByRole('radio', { name: /仅退款/ })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('radio', { name: /退货退款/ })).toHaveCount(0)
  await pick(page, '申请原因', '不想要了')
  await button(page, '提交申请').click()
  await expect(status(page)).toHaveText('待商家审核')

  // Mine's 售后 count follows.
  expect((await api<{ afterSale: number }>(request, `${ORDERS}/counts`)).afterSale).toBe(2)

  await button(page, '撤销申请').click()
  await page.locator('.taro-model__confirm').click()
  await expect(status(page)).toHaveText('已撤销')
  await expect(button(page, '撤销申请')).toHaveCount(0)
  expect((await api<{ afterSale: number }>(request, `${ORDERS}/counts`)).afterSale).toBe(1)

  await button(page, '查看订单').click()
  await expect(visible(page, '.order-detail__status')).toHaveText('待发货')
  await expect(button(page, '已撤销')).toBeVisible()
  await expect(button(page, '申请售后')).toBeVisible()
  expect((await api<Order>(request, `${ORDERS}/3002`)).status).toBe('toShip')

  // The order list's 售后 tab lists the requests, the new one first.
  await page.goto('/package-mall/pages/order-list/index?status=afterSale')
  const cards = visible(page, '.mall-after-sale-card')
  await expect(cards.first()).toContainText('仅退款')
  await expect(cards.first()).toContainText('已撤销')
  await cards.first().click()
  await expect(status(page)).toHaveText('已撤销')
})
