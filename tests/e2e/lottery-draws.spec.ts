import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'
import { RESULT_WAIT } from './support/lottery'

// Each draw takes 4.7 s at least (support/lottery.ts), and a test here draws up to five times.
test.describe.configure({ timeout: 60_000 })

// Draws that renew (issue 38), on the nine-cell grid (activity 302, where the dev user has not
// drawn today): the day's three draws, 今日次数已用完 with when they renew, the sign-in's extra
// draw, and the quota back the next day (the admin clock moves the server into tomorrow).

const API = `http://127.0.0.1:${API_PORT}`
const LOTTERY = '/package-mine/pages/lottery-page/lottery-detail?activityId=302&token=dev-token'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

/** One draw through the grid's start button, its result shown and closed. */
async function drawOnce(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/lottery/draw') && r.request().method() === 'POST')
  await page.locator('.lottery-grid__start').click()
  const { status, data } = await (await answered).json()
  expect(status).toBe(200)
  await expect(page.locator('.draw-result__title')).toHaveText(data.record.won ? '恭喜中奖' : '谢谢参与', RESULT_WAIT)
  await page.locator('.draw-result [aria-label="关闭"]').click()
  await expect(page.locator('.draw-result__title')).toHaveCount(0)
}

test('three draws, 今日次数已用完 with when they renew; sign in for one more and draw it; the next day the quota is back', async ({ page, request }) => {
  const errors = watchErrors(page)
  const status = page.locator('.draw-status')
  const parts = page.locator('.draw-times__part')
  await page.goto(LOTTERY)
  await expect(status).toHaveText('你还有 3 次抽奖机会')
  // Where today's draws come from and when they renew.
  await expect(page.locator('.draw-times')).toContainText('已用 0 / 3 次')
  await expect(parts).toHaveText(['每日赠送+3 次', '每日签到今日未完成，完成后 +1 次'])
  await expect(page.locator('.draw-times__renew')).toContainText('00:00 恢复 3 次')

  for (let left = 2; left >= 0; left -= 1) {
    await drawOnce(page)
    if (left > 0) await expect(status).toHaveText(`你还有 ${left} 次抽奖机会`)
  }
  await expect(page.locator('.draw-status__title')).toHaveText('今日次数已用完')
  await expect(page.locator('.draw-status__renew')).toHaveText(/^(明天 |\d+月\d+日 )00:00 恢复 3 次$/)
  await expect(page.locator('.lottery-grid__start')).toBeDisabled()
  await expect(page.locator('.draw-times')).toContainText('已用 3 / 3 次')

  // Today's sign-in is still to do, and would add a draw: 去签到.
  const toSignIn = page.locator('.draw-status__action')
  await expect(toSignIn).toHaveText('去签到 +1 次')
  await toSignIn.click()
  await expect(page).toHaveURL(/sign-in\/sign-in/)
  // The sign-in says what it grants, from the same rule.
  await expect(page.getByText('每日签到额外 +1 次抽奖')).toBeVisible()
  await page.locator('taro-button-core.sign-in-card__button').click()
  await expect(page.getByText(/签到成功/)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/lottery-detail/)

  // Back on the lottery without a pull-down: one more draw, from the sign-in.
  await expect(status).toHaveText('你还有 1 次抽奖机会')
  await expect(parts).toHaveText(['每日赠送+3 次', '每日签到+1 次'])
  await expect(page.locator('.draw-times')).toContainText('已用 3 / 4 次')
  await drawOnce(page)
  await expect(page.locator('.draw-status__title')).toHaveText('今日次数已用完')
  // Signed in already: signing in again would add nothing, so no 去签到.
  await expect(page.locator('.draw-status__action')).toHaveCount(0)
  const refused = await request.post(`${API}/activity/api/v1/activity/app/lottery/draw`, {
    headers: { Authorization: 'Bearer dev-token' },
    data: { activityId: 302 },
  })
  expect([refused.status(), (await refused.json()).message]).toEqual([409, '抽奖次数已用完'])

  // Tomorrow: the quota is back, and today's sign-in is to do again.
  const moved = await request.post(`${API}/__admin/clock`, { data: { advanceDays: 1 } })
  expect(moved.ok()).toBe(true)
  await page.reload()
  await expect(status).toHaveText('你还有 3 次抽奖机会')
  await expect(page.locator('.draw-times')).toContainText('已用 0 / 3 次')
  await expect(parts).toHaveText(['每日赠送+3 次', '每日签到今日未完成，完成后 +1 次'])
  await expect(page.locator('.lottery-grid__start')).toBeEnabled()
  expect(errors).toEqual([])
})
