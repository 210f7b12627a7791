import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { OrderConfirm } from '../../types/api/mall-order'
import { bestCoupon, orderAmounts, pointsRange } from '../../src/features/mall/order/pricing'
import { button, visible } from './support/buyer'
import { watchErrors } from './support/errors'
import { API, api, AUTH, balance, ORDERS, resetEachTest, unusedCoupons, yuan } from './support/mall-api'

/*
 * Points-mall orders on the production H5 build against the dev API server (issue 30). Seed:
 * the dev user's cart (100201, 100301 x2, 102501 selected; 101003 not), 2680 points, unused
 * coupons 1 (满199减20), 2 (无门槛100), 7 (category 21), 8 (not yet valid); orders 3001 unpaid
 * (holds coupon 3 and 200 points) to 3007, 3006 a voucher order with two codes.
 */
resetEachTest()

const orderCount = (request: APIRequestContext) => api<{ total: number }>(request, '/mall/api/v1/app/orders?pageNo=1&pageSize=1').then((p) => p.total)

// The seeded cart also holds a voucher (基础保养套餐, SKU 102501), which is ordered apart.
const VOUCHER_LINE = '.cart-line[data-sku-id="102501"] .cart-check'

/**
 * Cart -> 去结算 with the goods selected: the confirm page with the server's pricing of them.
 * The seeded cart holds two of the flash-sale fragrance (line 2), whose limit is one: set to one first.
 */
async function confirmFromCart(page: Page): Promise<OrderConfirm> {
  await page.request.put(`${API}/mall/web/app/cart-item/quantity`, { headers: AUTH, data: { id: 2, quantity: 1 } })
  await page.goto('/package-mall/pages/cart/index?token=dev-token')
  const toggled = page.waitForResponse((r) => r.url().includes('/cart-item/select'))
  await visible(page, VOUCHER_LINE).click()
  await toggled
  await expect(visible(page, VOUCHER_LINE)).toHaveAttribute('aria-checked', 'false')
  const confirmed = page.waitForResponse((r) => r.url().includes('/orders/confirm'))
  await button(page, '去结算').click()
  await expect(page).toHaveURL(/order-confirm\/index\?from=cart/)
  const data = ((await (await confirmed).json()) as { data: OrderConfirm }).data
  await expect(visible(page, '.order-confirm__cash')).toBeVisible()
  return data
}

test('cart → confirm with a coupon and cash + points → development payment → the order is to ship', async ({ page, request }) => {
  const errors = watchErrors(page)
  const points = await balance(request)
  const data = await confirmFromCart(page)
  const now = Date.parse(data.now)
  // The page's default: the best usable coupon and the most points the order allows.
  const coupon = bestCoupon(data.coupons, data.lines, now)!
  expect(coupon).toBeDefined()
  const discount = orderAmounts(data.lines, coupon, 0, data.pointRatio, data.pointBalance, now).discount
  const range = pointsRange(data.lines, discount, data.pointRatio, data.pointBalance)
  const expected = orderAmounts(data.lines, coupon, range.max, data.pointRatio, data.pointBalance, now)
  expect([expected.discount > 0, expected.points > 0, expected.cash > 0]).toEqual([true, true, true])
  await expect(visible(page, '.order-confirm__cash')).toHaveText(yuan(expected.cash))
  await expect(visible(page, '.order-coupon__value')).toContainText(`-${yuan(expected.discount)}`)

  const submitted = page.waitForResponse((r) => new URL(r.url()).pathname === ORDERS && r.request().method() === 'POST')
  await button(page, '提交订单').click()
  expect((await submitted).status()).toBe(200)
  // The development tenant's marked step, beside WeChat Pay (mall-pay-h5.spec.ts pays with WeChat).
  await page.getByText(/模拟支付 ¥[\d.]+（开发环境，不扣款）/).click()
  await expect(page).toHaveURL(/order-detail\/index\?id=\d+/)
  await expect(visible(page, '.order-detail__status')).toHaveText('待发货')

  // What the order took: the points, the coupon, the cart's ordered lines.
  expect(await balance(request)).toBe(points - expected.points)
  expect(await unusedCoupons(request)).not.toContain(coupon.userCouponId)
  const cart = await api<{ list: { skuId: number }[] }>(request, '/mall/web/app/cart-item/user/list?vmId=1')
  expect(cart.list.map((l) => l.skuId).sort()).toEqual([101003, 102501])
  expect(errors).toEqual([])
})

test('goods and a voucher selected together cannot be ordered as one: the page says so and leads back to the cart', async ({ page }) => {
  await page.goto('/package-mall/pages/cart/index?token=dev-token')
  await button(page, '去结算').click()
  await expect(page.getByText('实物商品与券类商品请分开下单')).toBeVisible()
  await button(page, '返回购物车').click()
  await expect(page).toHaveURL(/cart\/index/)
})

test('the same submit sent twice (a retry after the answer was lost) creates one order', async ({ page, request }) => {
  const before = await orderCount(request)
  await confirmFromCart(page)
  // The first answer never arrives: the server made the order, the page saw a failure.
  const keys: string[] = []
  await page.route((url) => url.pathname === ORDERS, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    keys.push((route.request().postDataJSON() as { requestId: string }).requestId)
    if (keys.length === 1) {
      await route.fetch()
      return route.abort('timedout')
    }
    return route.continue()
  })
  await button(page, '提交订单').click()
  await expect(visible(page, '.submit-bar__failure')).toBeVisible()
  await expect(page).toHaveURL(/order-confirm/)
  await button(page, '提交订单').click()
  await expect(page.getByText(/模拟支付 ¥[\d.]+（开发环境，不扣款）/)).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  expect(await orderCount(request)).toBe(before + 1)
})

test('an unpaid order cancelled gives its points and coupon back', async ({ page, request }) => {
  const points = await balance(request)
  expect(await unusedCoupons(request)).not.toContain(3)
  await page.goto('/package-mall/pages/order-list/index?status=unpaid&token=dev-token')
  const row = visible(page, '.order-card').first()
  await expect(row.locator('.order-card__status')).toHaveText('待付款')
  await row.locator('.order-actions__button--cancel').click()
  await page.locator('.taro-model__confirm').click()
  await expect(page.getByText('已取消，积分和优惠券已退回')).toBeVisible()
  expect(await balance(request)).toBe(points + 200)
  expect(await unusedCoupons(request)).toContain(3)
  await page.goto('/package-mall/pages/order-detail/index?id=3001&token=dev-token')
  await expect(visible(page, '.order-detail__status')).toHaveText('已关闭')
})

test('a voucher order shows its codes, which are used, and the stores that take them', async ({ page }) => {
  await page.goto('/package-mall/pages/order-detail/index?id=3006&token=dev-token')
  await expect(visible(page, '.order-voucher')).toHaveCount(2)
  await expect(visible(page, '.order-voucher--used')).toHaveCount(1)
  for (const code of await visible(page, '.order-voucher').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-code')))) {
    expect(code).toMatch(/^\d{12}$/)
  }
  expect(await visible(page, '.voucher-store').count()).toBeGreaterThan(0)
})

test('stock bought out between the cart and the submit is refused with the item named; nothing changes', async ({ page, request }) => {
  const points = await balance(request)
  const before = await orderCount(request)
  const data = await confirmFromCart(page)
  const line = data.lines[0]
  await request.post(`${API}/__admin/mall/skus/${line.skuId}/stock`, { data: { stock: 0 } })
  await button(page, '提交订单').click()
  await expect(visible(page, '.submit-bar__failure')).toContainText(`「${line.name}」库存不足`)
  await expect(page).toHaveURL(/order-confirm/)
  expect(await balance(request)).toBe(points)
  expect(await orderCount(request)).toBe(before)
})
