import { expect, test } from '@playwright/test'
import type { Order } from '../../types/api/mall-order'
import { button, visible } from './support/buyer'
import { watchErrors } from './support/errors'
import { api, balance, ORDERS, resetEachTest, unusedCoupons, yuan } from './support/mall-api'

/*
 * A paid order not shipped yet, cancelled by its user on the production H5 build against the
 * dev API server (issue 40, item 1, the automatic refund). Seed: order 3001 unpaid, holding 200
 * points and the 精品满减券 (user coupon 3, valid 30 more days); the dev user has 2680 points left;
 * 3003 is shipped.
 */
resetEachTest()


test('pay an order with points and a coupon, cancel it before it ships: refunded, closed, the points back on mine', async ({ page, request }) => {
  const errors = watchErrors(page)
  const points = await balance(request)
  const seeded = await api<Order>(request, `${ORDERS}/3001`)
  expect(seeded).toMatchObject({ status: 'unpaid', points: 200, coupon: { userCouponId: 3 } })
  expect(await unusedCoupons(request)).not.toContain(3)

  // Pay it on its detail with the development payment.
  await page.goto('/package-mall/pages/order-detail/index?id=3001&token=dev-token')
  await expect(visible(page, '.order-detail__status')).toHaveText('待付款')
  await button(page, '去支付').click()
  // The development tenant's marked step, beside WeChat Pay (mall-pay-h5.spec.ts pays with WeChat).
  await page.getByText(/模拟支付 ¥[\d.]+（开发环境，不扣款）/).click()
  await expect(visible(page, '.order-detail__status')).toHaveText('待发货')

  // 取消订单 says what comes back; saying no changes nothing.
  const ask = `订单尚未发货，取消后将自动退款：退回 200 积分 和 ${yuan(seeded.cash)}（原路退回），优惠券退回。确定取消吗？`
  await button(page, '取消订单').click()
  await expect(page.getByText(ask)).toBeVisible()
  await page.locator('.taro-model__cancel').click()
  await expect(page.getByText(ask)).toBeHidden()
  await expect(visible(page, '.order-detail__status')).toHaveText('待发货')

  const cancelled = page.waitForResponse((r) => new URL(r.url()).pathname === `${ORDERS}/3001/cancel`)
  await button(page, '取消订单').click()
  await expect(page.getByText(ask)).toBeVisible()
  await page.locator('.taro-model__confirm').click()
  expect((await cancelled).status()).toBe(200)
  await expect(page.getByText('已取消，退款已原路退回')).toBeVisible()
  await expect(visible(page, '.order-detail__status')).toHaveText('已关闭')
  await expect(visible(page, '.order-detail__note')).toHaveText('用户取消，已退款')
  await expect(page.getByText(`${yuan(seeded.cash)} · 积分 200 · 优惠券已退回`)).toBeVisible()
  await expect(button(page, '取消订单')).toHaveCount(0)

  // The server agrees: the points and the coupon are back.
  expect(await balance(request)).toBe(points + 200)
  expect(await unusedCoupons(request)).toContain(3)

  // Mine shows the balance with the points back.
  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(visible(page, '.mine-profile__points')).toHaveText(String(points + 200))
  expect(errors).toEqual([])
})

test('a shipped order offers no cancel on its detail', async ({ page }) => {
  await page.goto('/package-mall/pages/order-detail/index?id=3003&token=dev-token')
  await expect(visible(page, '.order-detail__status')).toHaveText('待收货')
  await expect(button(page, '确认收货')).toBeVisible()
  await expect(button(page, '取消订单')).toHaveCount(0)
})
