import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { OrderCounts } from '../../types/api/mall-order'
import { API_PORT } from '../../playwright.config'
import { visible } from './support/buyer'
import { watchErrors } from './support/errors'

/*
 * Mine's 我的订单 row (issue 40, item 3) on the H5 build against the dev API server: the counts of
 * the dev user's orders, a tap opens the order list on that tab, and an order write there shows on
 * mine when back, with no pull-down (the counts are read under the orders, which the write marks).
 * The expected counts come from the server itself, so the seed may grow.
 */
const API = `http://127.0.0.1:${API_PORT}`
const AUTH = { Authorization: 'Bearer dev-token' }
const TABS = [['unpaid', '待付款'], ['toShip', '待发货'], ['toReceive', '待收货'], ['afterSale', '售后']] as const

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

async function counts(request: APIRequestContext): Promise<OrderCounts> {
  const res = await request.get(`${API}/mall/api/v1/app/orders/counts`, { headers: AUTH })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: OrderCounts }).data
}

/** The 我的订单 row (the 积分商城 group also has an entry named 我的订单). */
const row = (page: Page) => visible(page, '.mine-entries').filter({ has: page.locator('.mine-entries__title', { hasText: /^我的订单$/ }) })
const entry = (page: Page, title: string) => row(page).locator('.mine-entry').filter({ has: page.locator('.mine-entry__title', { hasText: new RegExp(`^${title}$`) }) })

async function expectBadge(page: Page, title: string, count: number) {
  const badge = entry(page, title).locator('.mine-entry__badge')
  if (count > 0) await expect(badge).toHaveText(String(count))
  else await expect(badge).toHaveCount(0)
}

test('mine shows the order counts; 待收货 opens its tab, a receipt there is one less on mine when back', async ({ page, request }) => {
  const errors = watchErrors(page)
  // Two orders to receive, so one less still shows a badge: the warehouse ships 3002.
  const shipped = await request.post(`${API}/__admin/orders/3002/ship`, { data: { carrier: '顺丰速运', trackingNo: 'SF1402367899999' } })
  expect(shipped.ok()).toBe(true)
  const before = await counts(request)
  expect(before.toReceive).toBeGreaterThanOrEqual(2)

  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(page.locator('.mine-profile__name')).toHaveText('车主小王')
  await expect(row(page).locator('.mine-entry')).toHaveCount(4)
  for (const [key, title] of TABS) await expectBadge(page, title, before[key])
  await expect(row(page).locator('.mine-entries__more')).toHaveText('全部订单 ›')

  await entry(page, '待收货').click()
  await expect(page).toHaveURL(/\/package-mall\/pages\/order-list\/index\?status=shipped/)
  await expect(visible(page, '[role="tab"][aria-selected="true"]')).toHaveText('待收货')
  const cards = visible(page, '.order-card')
  await expect(cards).toHaveCount(before.toReceive)
  await expect(cards.locator('.order-card__status')).toHaveText(Array(before.toReceive).fill('待收货'))

  const received = page.waitForResponse((r) => /\/orders\/\d+\/receive$/.test(new URL(r.url()).pathname))
  await cards.first().locator('.order-actions__button--receive').click()
  await page.locator('.taro-model__confirm').click()
  expect((await received).status()).toBe(200)
  await expect(page.getByText('已确认收货')).toBeVisible()

  // Back with the navigation bar, as a user goes: mine reads the marked counts again when shown.
  await visible(page, '.nav-bar__back').last().click()
  await expect(page).toHaveURL(/\/pages\/mine\/mine/)
  await expectBadge(page, '待收货', before.toReceive - 1)
  expect((await counts(request)).toReceive).toBe(before.toReceive - 1)
  expect(errors).toEqual([])
})

test('each entry opens the list on its own tab; 全部订单 on 全部', async ({ page }) => {
  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(page.locator('.mine-profile__name')).toHaveText('车主小王')
  const urls = await row(page).locator('.mine-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-url')))
  expect(urls).toEqual(['unpaid', 'toShip', 'shipped', 'afterSale'].map((s) => `/package-mall/pages/order-list/index?status=${s}`))
  await row(page).locator('.mine-entries__more').click()
  await expect(page).toHaveURL(/\/package-mall\/pages\/order-list\/index/)
  await expect(visible(page, '[role="tab"][aria-selected="true"]')).toHaveText('全部')
})

test('logged out, the row shows the four entries without counts, and a tap asks to log in', async ({ page }) => {
  await page.goto('/pages/mine/mine')
  await expect(page.getByText('你还没有登录')).toBeVisible()
  await expect(row(page).locator('.mine-entry')).toHaveCount(4)
  await expect(row(page).locator('.mine-entry__badge')).toHaveCount(0)
  await entry(page, '待付款').click()
  await expect(page).toHaveURL(/\/package-mall\/pages\/order-list\/index\?status=unpaid/)
  // The list's own login prompt (mine's, leaving, may still be on screen for a moment).
  await expect(page.locator('.taro_page:visible .login-prompt__text', { hasText: '登录后查看我的订单' }).first()).toBeVisible()
})
