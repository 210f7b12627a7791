import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { sectorCentre } from '../../src/shared/lottery/positions'
import { watchErrors } from './support/errors'
import { RESULT_WAIT } from './support/lottery'

// Each draw takes 4.7 s at least (support/lottery.ts), and a test here draws up to five times.
test.describe.configure({ timeout: 60_000 })

const API = `http://127.0.0.1:${API_PORT}`
const AUTH = { Authorization: 'Bearer dev-token' }

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

/** The disc's rotation in degrees, read back from its computed transform matrix. */
async function wheelAngle(page: Page): Promise<number> {
  return page.locator('.lottery-wheel__disc').evaluate((disc) => {
    const m = new DOMMatrix(getComputedStyle(disc).transform)
    return (Math.atan2(m.b, m.a) * 180) / Math.PI
  })
}

test('drawing until no draws are left: one draw per double tap, the wheel stops on the server\'s prize, the count follows the server', async ({ page, request }) => {
  const errors = watchErrors(page)
  const info = await (await request.get(`${API}/activity/api/v1/activity/app/lottery/pageInfo?activityId=301&tenantId=0`)).json()
  const prizeIds: number[] = info.data.prizes.map((p: { id: number }) => p.id)
  let draws = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/lottery/draw')) draws += 1
  })

  const remain = async () =>
    (await (await request.get(`${API}/activity/api/v1/activity/app/lottery/queryDrawTimes?activityId=301`, { headers: AUTH })).json()).data.remainTimes
  const start: number = await remain()
  expect(start).toBeGreaterThan(1)

  await page.goto('/package-mine/pages/lottery-page/lottery-detail?activityId=301&token=dev-token')
  const status = page.locator('.draw-status')
  await expect(status).toHaveText(`你还有 ${start} 次抽奖机会`)
  for (let left = start - 1; left >= 0; left -= 1) {
    const answered = page.waitForResponse((r) => r.url().includes('/lottery/draw'))
    await page.locator('.lottery-wheel__start').dblclick()
    const { data } = await (await answered).json()
    await expect(page.locator('.draw-result__title')).toHaveText(data.record.won ? '恭喜中奖' : '谢谢参与', RESULT_WAIT)
    if (data.record.won) await expect(page.locator('.draw-result__prize')).toHaveText(data.record.prizeName)
    // At rest, the server's prize sits under the pointer at the top.
    const index = prizeIds.indexOf(data.record.prizeId)
    const off = (((await wheelAngle(page)) + sectorCentre(index, prizeIds.length)) % 360 + 360) % 360
    expect(Math.min(off, 360 - off)).toBeLessThan(1)
    expect(draws).toBe(start - left)
    expect(data.remainTimes).toBe(left)
    expect(await remain()).toBe(left)
    await page.locator('.draw-result [aria-label="关闭"]').click()
    await expect(page.locator('.draw-result__title')).toHaveCount(0)
    if (left > 0) await expect(status).toHaveText(`你还有 ${left} 次抽奖机会`)
  }
  await expect(status).toContainText('今日次数已用完')
  await expect(page.locator('.lottery-wheel__start')).toBeDisabled()
  expect(errors).toEqual([])
})

test('a physical prize is claimed to a new address and then shows as shipping', async ({ page }) => {
  await page.goto('/package-mine/pages/lottery-page/record-page?token=dev-token')
  const card = page.locator('.win-card[data-record-id="2"]')
  await expect(card.locator('.win-card__state')).toHaveText('待领取')
  await card.locator('.win-card__claim').click()
  await page.locator('taro-button-core.address-chooser__add, .address-chooser__add').first().click()
  await expect(page).toHaveURL(/address-edit\/index/)
  await page.locator('.address-form__name input').fill('韩梅梅')
  await page.locator('.address-form__mobile input').fill('13612345678')
  await page.locator('.address-form__region').click()
  for (const name of ['上海市', '上海市', '浦东新区']) await page.locator('.region-picker__option', { hasText: name }).first().click()
  await page.locator('.address-form__detail input').fill('世纪大道 100 号 2001')
  await page.locator('taro-button-core.address-form__save').click()

  await expect(page).toHaveURL(/record-page/)
  const mine = page.locator('.address-chooser__item', { hasText: '韩梅梅' })
  await mine.click()
  await page.locator('.win-claim__confirm').click()
  await expect(card.locator('.win-card__state')).toHaveText('待发货')
  await expect(card.locator('.win-card__ship')).toContainText('韩梅梅')
})

test.describe('a code prize', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('its code is copied', async ({ page }) => {
    await page.goto('/package-mine/pages/lottery-page/record-page?token=dev-token')
    const card = page.locator('.win-card[data-record-id="3"]')
    await expect(card.locator('.win-card__code')).toHaveText('兑换码 LX50-8K2M-Q7PA')
    await card.locator('.win-card__copy').click()
    await expect(page.getByText('已复制')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('LX50-8K2M-Q7PA')
  })
})
