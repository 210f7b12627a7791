import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/*
 * Maintenance history on the production H5 build against the dev API server (issue 15 item 1),
 * as the seeded user 1: car 1 (fuel, 14 records), car 2 (electric, 3), car 3 (none).
 */
const API = `http://127.0.0.1:${API_PORT}`

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

test('switch cars, see their records change, open a record and see its items and total', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/package-car/pages/maintenance-history/index?token=dev-token')
  const cars = page.locator('.maintenance-cars__car')
  await expect(cars).toHaveCount(3)
  await expect(cars.first().locator('.maintenance-cars__vin')).toHaveText('LFV3A2****1234')
  await expect(page.locator('.maintenance-next__text')).toHaveText('下次保养：2026-03-12 或 60200 km，以先到者为准')

  const records = page.locator('.maintenance-record')
  await expect(records.first().locator('.maintenance-record__date')).toHaveText('2025-09-12')

  await cars.filter({ hasText: '粤B·D67890' }).click()
  await expect(records).toHaveCount(3)
  await expect(records.first().locator('.maintenance-record__date')).toHaveText('2025-06-05')

  await cars.filter({ hasText: '粤B·F24680' }).click()
  await expect(page.getByText('这辆车还没有保养记录')).toBeVisible()

  await cars.filter({ hasText: '粤B·12345' }).click()
  await expect(records.first().locator('.maintenance-record__date')).toHaveText('2025-09-12')
  await records.first().click()

  await expect(page).toHaveURL(/\/package-car\/pages\/maintenance-history\/details\?id=114/)
  const lines = page.locator('.maintenance-items__line')
  await expect(lines).toHaveCount(3)
  await expect(lines.first()).toContainText('机油 5W-30（升）')
  await expect(lines.first().locator('.maintenance-items__calc')).toHaveText('4.5 × ¥98.00')
  await expect(lines.first().locator('.maintenance-items__total')).toHaveText('¥441.00')
  await expect(page.locator('.maintenance-items__sum-value')).toHaveText('¥709.00')
  await expect(page.locator('.maintenance-dealer__name')).toHaveText('星驰汽车深圳南山店')
  await expect(page.locator('.maintenance-dealer__advisor')).toHaveText(/^服务顾问：\S+$/)
  expect(errors).toEqual([])
})
