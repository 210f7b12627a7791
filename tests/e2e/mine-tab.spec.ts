import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'
import { pullDown } from './support/pull-down'

const API = `http://127.0.0.1:${API_PORT}`
const AUTH = { Authorization: 'Bearer dev-token' }

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

test('mine shows the seeded user, points and medals, and a pull-down refreshes them', async ({ page, request }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(page.locator('.mine-profile__name')).toHaveText('车主小王')
  await expect(page.locator('.mine-profile__mobile')).toHaveText('138****8000')
  await expect(page.locator('.mine-profile__points')).toHaveText('2680')
  await expect(page.locator('.medal-summary__count')).toHaveText('勋章 4/8')

  // Points change elsewhere (a sign-in on another device): the page does not know yet.
  const signed = await request.post(`${API}/user/web/task/tasks/event-start`, { headers: AUTH, data: { eventCode: 'SJ50001' } })
  expect(signed.ok()).toBe(true)
  await expect(page.locator('.mine-profile__points')).toHaveText('2680')

  const area = page.locator('.pull-refresh')
  const release = await pullDown(page, area, 240, true)
  await expect(area).toHaveAttribute('data-pull-state', 'reached')
  await expect(page.getByText('释放立即刷新')).toBeVisible()
  await release()
  await expect(page.locator('.mine-profile__points')).toHaveText('2690')
  await expect(area).toHaveAttribute('data-pull-state', 'idle')
  expect(errors).toEqual([])
})

test('a short pull aborts and loads nothing', async ({ page }) => {
  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(page.locator('.mine-profile__points')).toHaveText('2680')
  let calls = 0
  page.on('request', (r) => {
    if (r.url().includes('/web/user/current/details')) calls += 1
  })
  const area = page.locator('.pull-refresh')
  const release = await pullDown(page, area, 80, true)
  await expect(area).toHaveAttribute('data-pull-state', 'pulling')
  await release()
  await expect(area).toHaveAttribute('data-pull-state', 'idle')
  expect(calls).toBe(0)
})

test('every personal-centre entry opens a page of the app', async ({ page }) => {
  await page.goto('/pages/mine/mine?token=dev-token')
  const entries = page.locator('.mine-entry')
  await expect(entries.first()).toBeVisible()
  const urls = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-url')))
  for (const must of ['/package-mall/pages/address-list/index', '/package-mall/pages/coupons/index', '/package-mall/pages/cart/index']) {
    expect(urls).toContain(must)
  }
  await page.locator('.mine-entry', { hasText: '每日签到' }).click()
  await expect(page).toHaveURL(/\/package-mine\/pages\/sign-in\/sign-in/)
  await expect(page.getByRole('heading', { name: '每日签到' })).toBeVisible()
})

test('logged out, mine asks to log in without calling anything, and login comes back to mine', async ({ page }) => {
  const errors = watchErrors(page)
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(API) && r.url().includes('/web/')) calls.push(r.url())
  })
  await page.goto('/pages/mine/mine')
  await expect(page.getByText('你还没有登录')).toBeVisible()
  await expect(page.locator('.mine-entry').first()).toBeVisible()
  expect(calls).toEqual([])
  await page.locator('.login-prompt__button').click()
  await expect(page).toHaveURL(/\/pages\/login\/index\?redirect=/)
  // The H5 router may add its own page stamp to the query; the path is what matters.
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/pages\/mine\/mine(\?|$)/)
  expect(errors).toEqual([])
})

test('signing in on the sign-in page shows the new balance on mine when back, without a pull-down', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(page.locator('.mine-profile__points')).toHaveText('2680')
  await page.locator('.mine-entry', { hasText: '每日签到' }).click()
  await expect(page).toHaveURL(/\/package-mine\/pages\/sign-in\/sign-in/)
  await page.locator('taro-button-core.sign-in-card__button').click()
  await expect(page.locator('.sign-in-card__points')).toHaveText('2690')
  // Back with the navigation bar: the sign-in invalidated the user's reads in the data cache.
  await page.locator('.nav-bar__back').last().click()
  await expect(page).toHaveURL(/\/pages\/mine\/mine/)
  await expect(page.locator('.mine-profile__points')).toHaveText('2690')
  expect(errors).toEqual([])
})
