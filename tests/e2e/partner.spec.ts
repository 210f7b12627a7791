import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { visible } from './support/buyer'
import { watchErrors } from './support/errors'
import { sendLead } from './support/lead-form'
import { pullDown } from './support/pull-down'

/*
 * The partner centre on the production H5 build against the dev API server (issue 26): the dev
 * user is a signed 银牌 partner whose random share scene is p8k2m4x7q1 (mock/seed/partner.ts);
 * their customer 孙悦 (8103, shown 孙*) is at stage lead (mock/seed/partner-customers.ts).
 */
const API = `http://127.0.0.1:${API_PORT}`
const CENTRE = '/package-mine/pages/partner-center'
const SCENE = 'p8k2m4x7q1'
const SUN = 8103
/** How long the centre's answer stays fresh (PARTNER_FRESH_MS, src/features/partner/queries.ts). */
const FRESH_MS = 1_000
const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true })

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('the partner opens the invitation poster: one image whose QR code is the lead form under their scene', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${CENTRE}/index?token=dev-token`)
  await visible(page, '.partner-entries__item').filter({ hasText: '推广海报' }).click()
  await expect(page).toHaveURL(/partner-center\/poster/)
  const image = visible(page, 'img.poster-view__image')
  await expect(image).toHaveAttribute('alt', /银牌合伙人）邀请你了解/)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300)

  await page.goto(`${CENTRE}/indexToImage?token=dev-token`)
  await expect(visible(page, 'img.poster-view__image')).toHaveAttribute('alt', /的合伙人战绩/)
  expect(errors).toEqual([])
})

test("a friend's lead sent through the partner's scene shows among the partner's referred customers", async ({ page, browser }) => {
  const errors = watchErrors(page)
  // The friend: another browser, no token, opening the link the poster encodes.
  const friendContext = await browser.newContext({ ...test.info().project.use })
  const friend = await friendContext.newPage()
  await friend.goto(`${CENTRE}/retain-capital?scene=${SCENE}`)
  await expect(visible(friend, '.partner-lead__title')).toHaveText('为好友预约专属顾问')
  const sent = friend.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/lead/capture'))
  await sendLead(friend, { name: '钱多多', mobile: '13566667777', model: '星驰 S9', province: '北京市', city: '北京市' })
  expect((await sent).postDataJSON()).toMatchObject({ source: `partner-${SCENE}` })
  await expect(visible(friend, '.lead-done__title')).toHaveText('提交成功')
  await friendContext.close()

  await page.goto(`${CENTRE}/index?token=dev-token`)
  const first = visible(page, '.partner-customer').first()
  await expect(first.locator('.partner-customer__name')).toHaveText('钱*多 135****7777')
  await expect(first.locator('.status-tag')).toHaveText('留资')
  // A pull-down reads the list again and keeps it.
  await pullDown(page, page.locator('.pull-refresh:visible'))
  await expect(visible(page, '.partner-customer').first().locator('.partner-customer__name')).toHaveText('钱*多 135****7777')
  expect(errors).toEqual([])
})

test('a malformed or unknown scene says 链接无效 with a way on, never the lead form as if the link were fine', async ({ page }) => {
  const errors = watchErrors(page)
  // Malformed (no call), or well-formed but unknown (404): even for a partner, never their own form.
  for (const scene of ['NOT-A-SCENE', 'zzzzzzzz0']) {
    await page.goto(`${CENTRE}/retain-capital?scene=${scene}&token=dev-token`)
    await expect(page.getByText('链接无效', { exact: true })).toBeVisible()
    await expect(page.getByText('推广链接无效或已失效，请向合伙人重新获取')).toBeVisible()
    await expect(page.getByRole('alert').getByRole('button', { name: '返回' })).toBeVisible()
    await expect(visible(page, '.partner-lead__title')).toHaveCount(0)
    await expect(visible(page, '.lead-name')).toHaveCount(0)
  }
  // Opened first from the link, 返回 leads to the entry page.
  await page.getByRole('alert').getByRole('button', { name: '返回' }).click()
  await expect(page).toHaveURL(/book-browse/)
  // The unknown scene's 404 is the server's answer, logged by the browser; nothing else went wrong.
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([])
})

test('the centre follows the dealer system: 孙* takes a test drive, then buys; coming back, the points and her stage follow without a pull-down', async ({ page, request }) => {
  const errors = watchErrors(page)
  const move = async (stage: 'testDrive' | 'purchase') => {
    const res = await request.post(`${API}/__admin/partner/customers/${SUN}/stage`, { data: { stage } })
    expect(res.ok()).toBe(true)
  }
  // The page's clock, so time can pass for the cache without the test waiting on it.
  await page.clock.install()
  await page.goto(`${CENTRE}/index?token=dev-token`)
  const total = visible(page, '.partner-earnings__figure').filter({ hasText: '累计积分' }).locator('.partner-earnings__value')
  await expect(total).toHaveText(/^\d+$/)
  const start = Number(await total.textContent())
  const rows = () => visible(page, '.partner-customer')
  const sun = () => rows().filter({ hasText: '孙*' })
  await expect(sun().locator('.status-tag')).toHaveText('留资')
  const latest = () => visible(page, '.partner-earnings__item').first()

  // Away on the rules page (which states the points per stage), the dealer records her test drive.
  await visible(page, '.partner-entries__item').filter({ hasText: '合伙人规则' }).click()
  await expect(page).toHaveURL(/partner-center\/rules/)
  await expect(visible(page, '.partner-rules__points')).toContainText('完成试驾')
  await expect(visible(page, '.partner-rules__points')).toContainText('+200 积分')
  await expect(visible(page, '.partner-rules__points')).toContainText('+2000 积分 · 保养券 ×2')
  await move('testDrive')
  // The centre's answer is fresh for a second: shown again after that, it is read again.
  await page.clock.fastForward(FRESH_MS + 200)
  await page.goBack()
  await expect(page).toHaveURL(/partner-center\/index/)
  await expect(total).toHaveText(String(start + 200))
  await expect(latest()).toContainText('推荐客户 孙* 完成试驾')
  await expect(latest()).toContainText('+200 积分')
  await expect(sun().locator('.status-tag')).toHaveText('试驾')
  // Under 试驾 (newest first: 孙*, 刘*洋, then 周*杰, where 全部 has the lead 李*远).
  await tab(page, '试驾').click()
  await expect(rows().nth(2)).toContainText('周*杰')
  await expect(rows().first()).toContainText('孙*')
  await expect(sun().locator('.status-tag')).toHaveText('试驾')

  // She buys; the app opened again (a reload) shows the purchase, its reward and the deal.
  await move('purchase')
  await page.reload()
  await expect(total).toHaveText(String(start + 2200))
  await expect(latest()).toContainText('推荐客户 孙* 购车成交')
  await expect(latest()).toContainText('+2000 积分 · 保养券 ×2')
  await expect(visible(page, '.member-header__hint')).toHaveText('已成交 8 台 · 再成交 7 台可升级')
  // Under 成交 (孙*, then 赵*婷), and no longer under 试驾 (刘*洋 first).
  await tab(page, '成交').click()
  await expect(rows().nth(1)).toContainText('赵*婷')
  await expect(rows().first()).toContainText('孙*')
  await expect(sun().locator('.status-tag')).toHaveText('成交')
  await tab(page, '试驾').click()
  await expect(rows().first()).toContainText('刘*洋')
  await expect(rows().nth(1)).toContainText('周*杰')
  await expect(sun()).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a member applies: a missing field is named, then the steps show the application under review', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${CENTRE}/index?token=dev-token-2`)
  await visible(page, 'taro-button-core').filter({ hasText: /申请/ }).first().click()
  await expect(page).toHaveURL(/partner-center\/progress/)
  await visible(page, '.partner-apply__name input').fill('李小龙')
  await visible(page, '.partner-apply__mobile input').fill('13911112222')
  await visible(page, '.partner-apply__province .form-field__row').click()
  await visible(page, '.form-option-sheet__option').filter({ hasText: '北京市' }).first().click()
  await visible(page, '.partner-apply__city .form-field__row').click()
  await visible(page, '.form-option-sheet__option').filter({ hasText: '北京市' }).first().click()
  await visible(page, '.partner-apply__occupation input').fill('销售顾问')
  await visible(page, '.partner-apply__submit').click()
  await expect(visible(page, '.partner-apply__intro .form-field__error')).toBeVisible()
  await visible(page, '.partner-apply__intro textarea').fill('在车友会做了三年组织者，身边有不少准备换电车的朋友。')
  await visible(page, '.partner-apply__consent .form-consent__box').click()
  await visible(page, 'taro-button-core.partner-apply__submit').click()
  await expect(visible(page, '.partner-progress__steps')).toContainText('审核中')
  await expect(visible(page, '.partner-apply__submit')).toHaveCount(0)
  expect(errors).toEqual([])
})
