import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { button, visible } from './support/buyer'
import { watchErrors } from './support/errors'
import { solveSlider, type CaptchaAnswer } from './support/slider'

/*
 * The main package's utility pages on the production H5 build against the dev API server
 * (issue 29). Seed: event 1601 星驰 S7 上市品鉴会 running now; floor page 1501 冬季用车关怀季
 * (banner, entries, goods, a `live-stream` floor the app does not know, articles, image) and
 * 1502 with no floors; app accounts for 13800138000 and 13900139000; the tenant's other
 * mini-program wx0000000000charge.
 */
const API = `http://127.0.0.1:${API_PORT}`
const BOARD = '/activity/api/v1/activity/app/display/board'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

const total = (page: Page, label: string) => visible(page, '.display__total').filter({ hasText: label }).locator('.display__figure')

test('the display refreshes every 30 s: a new lead shows, a failed refresh keeps the figures marked stale', async ({ page, request }) => {
  const errors = watchErrors(page)
  await page.clock.install()
  await page.goto('/pages/display-data/display-data')
  await expect(visible(page, '.display__name')).toHaveText('星驰 S7 上市品鉴会')
  const leads = Number(await total(page, '留资线索').textContent())

  const lead = { name: '王小明', mobile: '13711112222', provinceCode: '110000', cityCode: '110100', vehicleTypeId: 1, consent: true, source: 'display' }
  expect((await request.post(`${API}/lead/web/lead/capture`, { data: lead })).ok()).toBe(true)
  // Nothing moves before the interval; then the next read brings the new lead without a loading view.
  await expect(total(page, '留资线索')).toHaveText(String(leads))
  const read = page.waitForResponse((r) => r.url().includes(BOARD))
  await page.clock.fastForward(30_000)
  await read
  await expect(total(page, '留资线索')).toHaveText(String(leads + 1))
  await expect(visible(page, '.loading')).toHaveCount(0)

  // The server fails once: the figures stay, marked stale; 立即刷新 clears the mark.
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: BOARD, status: 500, times: 1 } })
  const failed = page.waitForResponse((r) => r.url().includes(BOARD))
  await page.clock.fastForward(30_000)
  expect((await failed).status()).toBe(500)
  await expect(visible(page, '.display__stale-text')).toContainText('数据更新失败，显示的是')
  await expect(total(page, '留资线索')).toHaveText(String(leads + 1))
  await visible(page, 'taro-button-core.display__refresh').click()
  await expect(visible(page, '.display__stale')).toHaveCount(0)
  await expect(total(page, '留资线索')).toHaveText(String(leads + 1))
  expect(errors.filter((e) => !e.includes('500'))).toEqual([])
})

test('a floor page renders its known floors in order and skips the unknown one', async ({ page }) => {
  await page.goto('/pages/cusfloor/index?id=1501')
  await expect(visible(page, '.nav-bar__title')).toHaveText('冬季用车关怀季')
  await expect(visible(page, '.floor-banner')).toBeVisible()
  await expect(visible(page, '.floor-entries__name').filter({ hasText: '预约试驾' })).toBeVisible()
  await expect(visible(page, '.floor-goods__card')).toHaveCount(5)
  await expect(visible(page, '.floor-article')).toHaveCount(3)
  await expect(visible(page, '.floor-image')).toBeVisible()
  // Six floors configured, five known: the live-stream floor leaves no trace.
  await expect(visible(page, '.floor-body > *')).toHaveCount(5)
  await expect(page.getByText('冬季用车直播间')).toHaveCount(0)
  // A goods card opens the goods detail.
  await visible(page, '.floor-goods__card').first().click()
  await expect(page).toHaveURL(/package-mall\/pages\/goods-detail\/index\?id=\d+/)
})

test('an empty floor configuration is explained', async ({ page }) => {
  await page.goto('/pages/cusfloor/index?id=1502')
  await expect(page.getByText(/此页面暂无内容/)).toBeVisible()
})

async function fillRegistration(page: Page, phone: string) {
  await visible(page, '.auth-register__phone input').fill(phone)
  await visible(page, '.auth-register__code input').fill('123456')
  const passwords = visible(page, '.auth-register input[type="password"]')
  await passwords.nth(0).fill('abcd1234')
  await passwords.nth(1).fill('abcd1234')
  await visible(page, '.form-consent__box').click()
}

test('registering a phone that has an app account says so and sends the user to login, phone not in the URL', async ({ page }) => {
  await page.goto('/pages/migration/index-app')
  await fillRegistration(page, '13800138000')
  await visible(page, 'taro-button-core.auth-register__submit').click()
  await expect(page.getByText('该手机号已注册')).toBeVisible()
  await page.locator('.taro-model__confirm').click()
  await expect(page).toHaveURL(/\/pages\/login\/index/)
  expect(page.url()).not.toContain('13800138000')
})

test('a new phone registers through the slider and SMS code, then the download page offers the App Store', async ({ page }) => {
  await page.goto('/pages/migration/index-app')
  await visible(page, '.auth-register__phone input').fill('13600136000')
  const captchaAnswer = page.waitForResponse((r) => r.url().includes('/uaa/api/v1/common/captcha/get'))
  await visible(page, 'taro-button-core.auth-register__send').click()
  await expect(page).toHaveURL(/\/pages\/switch\/index/)
  await solveSlider(page, ((await (await captchaAnswer).json()) as CaptchaAnswer).data)
  await expect(page).toHaveURL(/\/pages\/migration\/index-app/)
  await expect(visible(page, 'taro-button-core.auth-register__send')).toHaveText(/s后重新获取$/)
  await fillRegistration(page, '13600136000')
  const sent = page.waitForRequest((r) => r.url().includes('/uaa/api/v1/app/account/register'))
  await visible(page, 'taro-button-core.auth-register__submit').click()
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ mobile: '13600136000', agreed: true })
  await expect(page.getByText('注册成功')).toBeVisible()
  await button(page, '下载 App').click()
  await expect(page).toHaveURL(/busin-download/)
  // An iPhone browser gets the App Store link of the tenant's config.
  await page.route('https://apps.apple.com/**', (r) => r.fulfill({ body: 'App Store' }))
  const store = page.waitForRequest(/apps\.apple\.com/)
  await button(page, 'App Store 下载').click()
  expect((await store).url()).toBe('https://apps.apple.com/cn/app/id1500000001')
})

test('the mini-program link page gets a URL Link for the other mini-program and opens it', async ({ page }) => {
  await page.route('https://wxaurl.cn/**', (r) => r.fulfill({ body: 'WeChat' }))
  const asked = page.waitForRequest((r) => r.url().includes('/generate/urlLink'))
  const opened = page.waitForRequest(/wxaurl\.cn\//)
  await page.goto('/pages/openUrlLink/index?appId=wx0000000000charge&path=pages%2Findex%2Findex')
  expect(new URL((await asked).url()).searchParams.get('appId')).toBe('wx0000000000charge')
  expect((await opened).url()).toMatch(/^https:\/\/wxaurl\.cn\/[0-9a-z]+$/)
})

test('a link page without its argument, or with a foreign link, explains and opens nothing', async ({ page }) => {
  await page.goto('/pages/openUrlLink/index')
  await expect(page.getByText('链接参数缺失，无法打开小程序')).toBeVisible()
  await page.goto(`/pages/openUrlLink/index?urlLink=${encodeURIComponent('https://evil.example.com/x')}`)
  await expect(page.getByText(/已拒绝打开/)).toBeVisible()
  expect(page.url()).toContain('/pages/openUrlLink/index')
})
