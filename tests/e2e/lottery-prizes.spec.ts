import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { visible } from './support/buyer'
import { watchErrors } from './support/errors'

// Prizes that arrive (issue 38): claim a physical prize, the brand ships it (admin route), the
// user sees the carrier and tracking number (and copies it), confirms receipt; my wins by state.
// Seed (user 1): record 2 a physical prize to claim, 6 expired, 3 a code.

const API = `http://127.0.0.1:${API_PORT}`

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

const tab = (page: Page, label: string) => visible(page, '[role="tab"]').filter({ hasText: label })
const card = (page: Page, id: number) => visible(page, `.win-card[data-record-id="${id}"]`)

test.describe('a physical prize', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('claimed, shipped through the admin route, followed by its tracking number, confirmed received', async ({ page, request }) => {
    const errors = watchErrors(page)
    await page.goto('/package-mine/pages/lottery-page/record-page?token=dev-token')
    await expect(visible(page, '.win-rule')).toContainText('30 天内')

    // Claim to the default address: it waits to ship.
    await card(page, 2).locator('.win-card__claim').click()
    await expect(visible(page, '.address-chooser__item[aria-checked="true"]')).toHaveCount(1)
    await visible(page, '.win-claim__confirm').click()
    await expect(card(page, 2).locator('.win-card__state')).toHaveText('待发货')
    await expect(card(page, 2)).toContainText('等待发货')

    // The brand ships it.
    const shipped = await request.post(`${API}/__admin/lottery/records/2/ship`, { data: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } })
    expect(shipped.status()).toBe(200)

    // 待收货 reads the server's state: carrier, tracking number, when it confirms itself.
    await tab(page, '待收货').click()
    await expect(tab(page, '待收货')).toHaveAttribute('aria-selected', 'true')
    const mine = card(page, 2)
    await expect(mine.locator('.win-card__state')).toHaveText('待收货')
    await expect(mine.locator('.win-card__carrier')).toContainText('顺丰速运')
    await expect(mine.locator('.win-card__tracking')).toHaveText('SF1234567890')
    await expect(mine.locator('.win-card__auto')).toContainText('前未确认将自动确认收货（发货后 7 天）')
    await mine.locator('.win-card__copy-tracking').click()
    await expect(page.getByText('已复制')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SF1234567890')

    // 确认收货 asks first: thinking better of it changes nothing.
    await mine.locator('.win-card__confirm').click()
    await expect(page.locator('.taro-modal__content')).toContainText('请确认已收到「星驰 S7 1:18 车模」')
    await page.locator('.taro-model__cancel').click()
    await expect(mine.locator('.win-card__state')).toHaveText('待收货')
    await mine.locator('.win-card__confirm').click()
    await page.locator('.taro-model__confirm').click()
    await expect(page.getByText('已确认收货')).toBeVisible()
    // Received, it leaves 待收货 and shows under 已完成 with its time.
    await expect(visible(page, '.win-card[data-record-id="2"]')).toHaveCount(0)
    await expect(page.getByText('没有待收货的奖品')).toBeVisible()
    await tab(page, '已完成').click()
    const done = card(page, 2)
    await expect(done.locator('.win-card__state')).toHaveText('已收货')
    await expect(done).toContainText('收货时间')
    await expect(done.locator('.win-card__tracking')).toHaveText('SF1234567890')
    await expect(done.locator('.win-card__confirm')).toHaveCount(0)

    const record = await (await request.get(`${API}/activity/api/v1/activity/app/lottery/records?pageNo=1&pageSize=50&status=3`, { headers: { Authorization: 'Bearer dev-token' } })).json()
    expect(record.data.list.find((r: { id: number }) => r.id === 2)).toMatchObject({ status: 3, receivedAt: expect.any(String) })
    expect(errors).toEqual([])
  })
})

test('my wins by state: the expired prize shows why; a code prize its code and validity', async ({ page }) => {
  await page.goto('/package-mine/pages/lottery-page/record-page?token=dev-token')
  await expect(visible(page, '.win-card').first()).toBeVisible()
  await tab(page, '已过期').click()
  await expect(visible(page, '.win-card')).toHaveCount(1)
  await expect(card(page, 6).locator('.win-card__expired')).toContainText('奖品已失效：超过领取期限未领取')
  await tab(page, '待领取').click()
  await expect(visible(page, '.win-card .win-card__state')).toHaveText(['待领取', '待领取'])
  await tab(page, '已完成').click()
  await expect(card(page, 3).locator('.win-card__code')).toHaveText('兑换码 LX50-8K2M-Q7PA')
  await expect(card(page, 3).locator('.win-card__validity')).toContainText('有效期至')
})
