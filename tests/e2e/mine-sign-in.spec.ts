import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

const API = `http://127.0.0.1:${API_PORT}`
const AUTH = { Authorization: 'Bearer dev-token' }
const SIGN_IN = '/package-mine/pages/sign-in/sign-in'
/** The seed's sign-in reward (mock/seed/tasks.ts SIGN_IN_REWARD). */
const REWARD = 10

const button = (page: Page) => page.locator('taro-button-core.sign-in-card__button')
const todayCell = (page: Page) => page.locator('.sign-in-calendar__day--today')

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('signing in once adds the reward, marks today and extends the streak', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${SIGN_IN}?token=dev-token`)
  await expect(page.locator('.sign-in-card__points')).toHaveText('2680')
  await expect(page.locator('.sign-in-card__streak')).toContainText('3')
  await expect(todayCell(page)).toHaveAttribute('data-signed', 'false')
  await expect(button(page)).toHaveText(`签到 +${REWARD} 积分`)

  await button(page).click()
  await expect(page.getByText(`签到成功 +${REWARD} 积分`)).toBeVisible()
  await expect(page.locator('.sign-in-card__points')).toHaveText(String(2680 + REWARD))
  await expect(page.locator('.sign-in-card__streak')).toContainText('4')
  await expect(todayCell(page)).toHaveAttribute('data-signed', 'true')
  await expect(button(page)).toHaveText('今日已签到')

  // A reload reads it back from the server: still signed, still the same points.
  await page.reload()
  await expect(button(page)).toHaveText('今日已签到')
  await expect(todayCell(page)).toHaveAttribute('data-signed', 'true')
  await expect(page.locator('.sign-in-card__points')).toHaveText(String(2680 + REWARD))
  expect(errors).toEqual([])
})

test('a second sign-in the same day is refused gracefully: a message, the signed state, no extra points', async ({ page, request }) => {
  await page.goto(`${SIGN_IN}?token=dev-token`)
  await expect(button(page)).toHaveText(`签到 +${REWARD} 积分`)
  // Signed in meanwhile on another device; this page still offers the button.
  const first = await request.post(`${API}/user/web/task/tasks/event-start`, { headers: AUTH, data: { eventCode: 'SJ50001' } })
  expect(first.ok()).toBe(true)

  await button(page).click()
  await expect(page.getByText('今天已经签到过了，明天再来吧')).toBeVisible()
  await expect(button(page)).toHaveText('今日已签到')
  const points = await request.get(`${API}/user/web/point/consumer/detail`, { headers: AUTH })
  expect((await points.json()).data.point).toBe(2680 + REWARD)
})

test('a failing sign-in is swallowed and shown as not signed (spec §8)', async ({ page, request }) => {
  await page.goto(`${SIGN_IN}?token=dev-token`)
  await expect(button(page)).toHaveText(`签到 +${REWARD} 积分`)
  await request.post(`${API}/__faults`, { data: { method: 'POST', path: '/user/web/task/tasks/event-start', status: 500 } })
  await button(page).click()
  await expect(page.getByText('签到失败，请稍后重试')).toBeVisible()
  await expect(button(page)).toHaveText(`签到 +${REWARD} 积分`)
  await expect(todayCell(page)).toHaveAttribute('data-signed', 'false')
})

test('the rule page shows the task rule and the banner page the sign-in banners', async ({ page }) => {
  await page.goto(`${SIGN_IN}?token=dev-token`)
  await page.locator('.sign-in-links__item', { hasText: '签到规则' }).click()
  await expect(page.getByText(/每日签到可获得 10 积分/)).toBeVisible()
  // The streak's table: day 7 gives the daily points and the bonus the server counts.
  await expect(page.locator('.sign-in-rule__day--bonus')).toHaveText(/\+40\s*第 7 天/)
  await page.goto('/package-mine/pages/swiper/swiper')
  await expect(page.locator('.sign-in-activity__title', { hasText: '每日签到领积分' })).toBeVisible()
  await page.locator('.sign-in-activity', { hasText: '积分好物兑换' }).click()
  await expect(page).toHaveURL(/category-list/)
})
