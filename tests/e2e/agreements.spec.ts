import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { title, visible } from './support/buyer'
import { watchErrors } from './support/errors'

/*
 * The agreements (issue 36) on the production H5 build: login names the user agreement and the
 * privacy policy by the versions the dev API server holds, each a link to the one agreement page,
 * which shows the document with its version and date; mine's 隐私与个人信息 opens them too, and
 * registration's consent names the same versions. No token is needed to read them.
 */
const API = `http://127.0.0.1:${API_PORT}`
const AGREEMENT = /\/package-mine\/pages\/agreement\/agreement\?kind=/

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

test('login: 《隐私政策》 with its version opens the policy, with its version and date', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/login/index')
  const note = visible(page, '.auth-login__note')
  await expect(note).toHaveText('登录即表示同意《用户协议》（v2025.2）和《隐私政策》（v2025.3）')
  await note.locator('.auth-login__link', { hasText: '《隐私政策》' }).click()
  await expect(page).toHaveURL(/\/package-mine\/pages\/agreement\/agreement\?kind=privacy/)
  await expect(title(page, '星驰汽车隐私政策')).toBeVisible()
  await expect(visible(page, '.rule-doc__title')).toHaveText('星驰汽车隐私政策')
  await expect(visible(page, '.rule-doc__date')).toHaveText('版本 v2025.3 · 更新于 2025.09.01')
  const body = visible(page, '.rule-doc__body')
  await expect(body).toContainText('我们收集的个人信息')
  await expect(body).toContainText('《第三方共享清单》')
  // What the policy names opens in the app.
  await visible(page, '.info-row').filter({ hasText: '第三方共享清单' }).click()
  await expect(page).toHaveURL(/\/package-car\/pages\/share-list\/share-list/)
  expect(errors).toEqual([])
})

test("mine's 隐私与个人信息 opens the user agreement, which links the privacy policy", async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/mine/mine?token=dev-token')
  const group = page.locator('.mine-entries').filter({ hasText: '隐私与个人信息' })
  await expect(group.locator('.mine-entry', { hasText: '隐私政策' })).toBeVisible()
  await group.locator('.mine-entry', { hasText: '用户协议' }).click()
  await expect(page).toHaveURL(/\/package-mine\/pages\/agreement\/agreement\?kind=user/)
  await expect(title(page, '星驰汽车用户服务协议')).toBeVisible()
  await expect(visible(page, '.rule-doc__date')).toHaveText('版本 v2025.2 · 更新于 2025.06.18')
  await expect(visible(page, '.rule-doc__body')).toContainText('欢迎使用星驰汽车车主服务')
  await visible(page, '.info-row').filter({ hasText: '隐私政策' }).click()
  await expect(title(page, '星驰汽车隐私政策')).toBeVisible()
  expect(errors).toEqual([])
})

test('registration: the consent names the same versions and each opens its document', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/migration/index-app')
  const links = visible(page, '.form-consent__link')
  await expect(links).toHaveText(['《用户协议》（v2025.2）', '《隐私政策》（v2025.3）'])
  await expect(visible(page, '.form-consent__box')).toHaveAttribute('aria-label', '同意用户协议（v2025.2）和隐私政策（v2025.3）')
  await links.first().click()
  await expect(page).toHaveURL(AGREEMENT)
  await expect(title(page, '星驰汽车用户服务协议')).toBeVisible()
  expect(errors).toEqual([])
})

test('a link to an unknown document says so', async ({ page }) => {
  await page.goto('/package-mine/pages/agreement/agreement?kind=terms')
  await expect(visible(page, '.page-shell__state')).toContainText('链接中的协议类型不正确')
  await expect(title(page, '协议与政策')).toBeVisible()
})
