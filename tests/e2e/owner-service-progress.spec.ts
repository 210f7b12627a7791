import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'
import { pullDown } from './support/pull-down'

const API = `http://127.0.0.1:${API_PORT}`
const LIST = '/package-car/pages/service-progress-list/service-progress-list'
const ORDER = '/package-car/pages/service-progress/service-progress'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('an order in progress shows a step the workshop adds after a pull-down', async ({ page, request }) => {
  const errors = watchErrors(page)
  await page.goto(`${LIST}?token=dev-token`)
  // In progress first: the car received today, then the one under repair, then finished ones.
  const cards = page.locator('.service-card:visible')
  await expect(cards.nth(0)).toContainText('已接车')
  await expect(cards.nth(1)).toContainText('维修中')
  await expect(cards.nth(1)).toContainText('预计取车')
  await expect(cards.nth(2)).toContainText('已交车')
  await cards.nth(1).click()

  await expect(page).toHaveURL(/service-progress\?id=9001/)
  const current = page.locator('.steps-list__item--current:visible')
  await expect(current).toContainText('维修中')
  await expect(page.getByText(/^预计取车时间 /)).toBeVisible()
  await expect(page.locator('.service-photos__thumb:visible')).toHaveCount(4)
  await expect(page.locator('.service-contact__call:visible')).toBeVisible()
  await expect(page.locator('.service-order__evaluate:visible')).toHaveCount(0)

  const advanced = await request.post(`${API}/__admin/service-orders/9001/advance`)
  expect(advanced.status()).toBe(200)
  // Nothing moves until the owner pulls down.
  await expect(current).toContainText('维修中')
  await pullDown(page, page.locator('.pull-refresh:visible'))
  await expect(current).toContainText('质检中')
  await expect(page.locator('.service-order__step:visible')).toHaveText('质检中')
  await expect(page.getByText('质检员复检')).toBeVisible()
  expect(errors).toEqual([])
})

test('a finished order offers the evaluation of the service', async ({ page }) => {
  await page.goto(`${ORDER}?id=9003&token=dev-token`)
  await expect(page.locator('.steps-list__item--done:visible')).toHaveCount(6)
  await expect(page.locator('.steps-list__item--current:visible')).toHaveCount(0)
  await page.locator('taro-button-core.service-order__evaluate').click()
  await expect(page).toHaveURL(/package-survey\/pages\/evaluation\/serve\/serve\?id=9003/)
})

test("someone else's order is not shown", async ({ page }) => {
  await page.goto(`${ORDER}?id=9101&token=dev-token`)
  await expect(page.locator('.page-shell__state-text:visible')).toHaveText('服务工单不存在')
  await expect(page.locator('.steps-list')).toHaveCount(0)
})

test('logged out, the list asks to log in', async ({ page }) => {
  await page.goto(LIST)
  await expect(page.getByText('登录后查看爱车的服务进度')).toBeVisible()
})
