import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/* Voucher stores by distance, and the spec §8 swallowed failures (cart count, points, goods). */
const API = `http://127.0.0.1:${API_PORT}`
const SHENZHEN = { latitude: 22.5431, longitude: 114.0579 }

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

test.describe('voucher goods', () => {
  test.use({ geolocation: SHENZHEN, permissions: ['geolocation'] })

  test('a voucher shows its rules and its stores nearest first from the current position', async ({ page, request }) => {
    const extra = await (await request.get(`${API}/mall/api/v1/app/item/items/1025/extra`)).json()
    const names: string[] = extra.data.item.extra.storeList.map((s: { name: string }) => s.name)
    await page.goto('/package-mall/pages/goods-detail/index?id=1025')
    await expect(page.locator('.voucher-info')).toContainText('到店出示券码核销')
    await expect(page.locator('.voucher-info__hint')).toHaveText('按距离由近到远')
    const stores = page.getByTestId('voucher-store')
    await expect(stores).toHaveCount(names.length)
    const kms = (await page.locator('.voucher-store__distance').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-km')))))
    expect(kms).toEqual([...kms].sort((a, b) => a - b))
    // The nearest store is a Shenzhen one when the user is in Shenzhen (dealers cover several provinces).
    expect(kms[0]).toBeLessThan(kms[kms.length - 1])
    expect((await page.locator('.voucher-store__name').allTextContents()).sort()).toEqual([...names].sort())
  })
})

test('with the cart count failing the detail page still renders, no badge and no toast', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: '/mall/web/app/cart-item/user/count', status: 500 } })
  const errors = watchErrors(page)
  const count = page.waitForResponse((r) => r.url().includes('/web/app/cart-item/user/count'))
  await page.goto('/package-mall/pages/goods-detail/index?id=1003&token=dev-token')
  expect((await count).status()).toBe(500)
  await expect(page.locator('.goods-summary__name')).toHaveText('星驰车载香氛 · 森林晨雾')
  await expect(page.locator('.flash-sale-bar__time')).toHaveText(/^\d+天 \d{2}:\d{2}:\d{2}$/)
  await expect(page.locator('taro-button-core.buy-bar__add')).toBeEnabled()
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  await expect(page.getByText('服务器内部错误（故障注入）')).toHaveCount(0)
  // The browser reports the 500 itself; nothing else may fail.
  expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([])
})

test('a points failure shows a retry in the mall, and the retry brings the balance', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: '/user/web/point/consumer/detail', status: 500, times: 1 } })
  await page.goto('/pages/category-list/category-list?token=dev-token')
  await expect(page.locator('.points-bar__muted')).toContainText('积分暂时无法获取')
  await expect(page.locator('.category-browser__root').first()).toBeVisible()
  await page.locator('.points-bar__retry').click()
  await expect(page.locator('.points-bar__value')).toHaveText(/^\d+$/)
})

test('a goods failure shows the error view, and retry loads the goods', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: '/mall/api/v1/app/item/items/:itemId/extra', status: 500, times: 1 } })
  await page.goto('/package-mall/pages/goods-detail/index?id=1002')
  await expect(page.getByText('商品信息加载失败，请稍后重试')).toBeVisible()
  await page.locator('button.page-shell__retry').click()
  await expect(page.locator('.goods-summary__name')).toHaveText('星驰真皮座椅套')
})

test('a guest sees the goods, and adding to the cart asks to log in first', async ({ page }) => {
  await page.goto('/package-mall/pages/goods-detail/index?id=1002')
  await expect(page.locator('.goods-summary__name')).toHaveText('星驰真皮座椅套')
  await page.locator('taro-button-core.buy-bar__add').click()
  await expect(page).toHaveURL(/\/pages\/login\/index\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/package-mall\/pages\/goods-detail\/index\?id=1002(&|$)/)
})

test('the medals are reachable from the mall', async ({ page }) => {
  await page.goto('/pages/category-list/category-list?token=dev-token')
  await page.locator('.points-bar__action').click()
  await expect(page.locator('.medal-list__summary')).toHaveText(/^已获得 \d+\/\d+ 枚勋章$/)
  await expect(page.locator('.medal-list__item').first()).toBeVisible()
})
