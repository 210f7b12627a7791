import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/*
 * A landing page's first data is asked for by index.html before the app has booted
 * (config/h5-first-data.ts); the app takes that answer instead of asking again, and the first
 * picture is preloaded. So each first call goes out exactly once.
 */
const API = `http://127.0.0.1:${API_PORT}`

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

/** GETs to the API whose path ends with `suffix` (preflights not counted). */
function count(page: Page, suffix: string): () => number {
  let n = 0
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname.endsWith(suffix)) n += 1
  })
  return () => n
}

test('goods detail: its item, detail and coupons are each asked for once, and the first picture shows', async ({ page }) => {
  const errors = watchErrors(page)
  const extra = count(page, '/items/1002/extra')
  const detail = count(page, '/items/1002/detail')
  const coupons = count(page, '/app/coupons')
  await page.goto('/package-mall/pages/goods-detail/index?id=1002')
  await expect(page.locator('.goods-gallery__image:visible').first()).toHaveJSProperty('complete', true)
  await expect(page.getByText('头层牛皮，四季通用')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect([extra(), detail(), coupons()]).toEqual([1, 1, 1])
  expect(errors).toEqual([])
})

test('mine with a token in the link: the user is asked for once and shows', async ({ page }) => {
  const errors = watchErrors(page)
  const user = count(page, '/web/user/current/details')
  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(page.getByText('车主小王')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(user()).toBe(1)
  // The token left the address bar once read, whatever asked early with it.
  expect(page.url()).not.toContain('token')
  expect(errors).toEqual([])
})

test('the app script is asked for at high priority, as the route chunks index.html preloads', async ({ page }) => {
  await page.goto('/package-mall/pages/goods-detail/index?id=1002')
  await expect(page.locator('script[defer]')).toHaveAttribute('fetchpriority', 'high')
  await expect(page.locator('script[defer]')).toHaveAttribute('src', /\/js\/app\.[0-9a-f]+\.js$/)
})
