import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { visible } from './support/buyer'
import { watchErrors } from './support/errors'
import { sendLead } from './support/lead-form'
import { pullDown } from './support/pull-down'

/*
 * The partner centre on the production H5 build against the dev API server (issue 26): the dev
 * user is a signed 银牌 partner whose random share scene is p8k2m4x7q1 (mock/seed/partner.ts).
 */
const API = `http://127.0.0.1:${API_PORT}`
const CENTRE = '/package-mine/pages/partner-center'
const SCENE = 'p8k2m4x7q1'

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

test('an unknown scene says the link has expired, and sends nothing', async ({ page }) => {
  await page.goto(`${CENTRE}/retain-capital?scene=zzzzzzzz0`)
  await expect(page.getByText('推广链接已失效')).toBeVisible()
  await expect(visible(page, '.lead-name')).toHaveCount(0)
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
