import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'

const API = `http://127.0.0.1:${API_PORT}`
const ORDER = '/package-car/pages/service-progress/service-progress?id=9001'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('a screen that cannot render its answer shows the error view; a tap reloads it; the app around it works', async ({ page, request }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // One answer of the wrong shape: the order screen throws while rendering it.
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: '/lead/web/car-service/orders/:id', wrongShape: true, times: 1 } })
  await page.goto(`${ORDER}&token=dev-token`)
  await expect(page.getByText('页面出错了')).toBeVisible()
  // The frame around it stays: the navigation bar with the route's title and its back arrow.
  await expect(page.getByRole('heading', { name: '服务进度详情' })).toBeVisible()
  expect(errors).toEqual([])

  // The fault is used up: the reload opens the same screen afresh and it renders.
  await page.locator('.page-shell__retry').click()
  await expect(page.getByText('配件已下单，预计 1 天到店')).toBeVisible()
  await expect(page).toHaveURL(/service-progress\?id=9001/)
  await expect(page.getByText('页面出错了')).toHaveCount(0)

  // The rest of the app still works: another page opens and shows its data.
  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(page.locator('.mine-profile__points')).toHaveText('2680')
})

test('a failed first read shows one message: the error view, and no toast on top of it', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: '/lead/web/car-service/orders/:id', status: 500, times: 1 } })
  await page.goto(`${ORDER}&token=dev-token`)
  await expect(page.getByText('加载失败')).toBeVisible()
  await expect(page.locator('.page-shell__state-text')).toHaveText('服务器内部错误（故障注入）')
  // Taro's H5 toast would repeat the message: the cache read it quietly.
  await expect(page.locator('.taro__toast:visible')).toHaveCount(0)
  await page.locator('.page-shell__retry').click()
  await expect(page.getByText('配件已下单，预计 1 天到店')).toBeVisible()
})
