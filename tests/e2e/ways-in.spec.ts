import { expect, test } from '@playwright/test'
import { chinaDay } from '../../mock/core/time'
import { API_PORT } from '../../playwright.config'
import { title, visible } from './support/buyer'
import { watchErrors } from './support/errors'

/*
 * Ways in (issue 36): pages that had no link from the app are reached by a user's taps. Mine's
 * 全部服务 leads to the museum and the yearly report; a car-tab banner to Team PK's ranking;
 * the login page to the App account's registration. Seed: the museum's item 星驰一号, the dev
 * user's year (车主小王, mock/seed/yearly.ts), Team PK season 1 with 西湖骑士团 on top, the home
 * banner 战队 PK 赛 火热进行中 (mock/seed/media.ts).
 */
const API = `http://127.0.0.1:${API_PORT}`
const TEAM_PK_BANNER = '战队 PK 赛 火热进行中'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('mine → 全部服务 → the museum and one of its items, back, then my yearly report', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(visible(page, '.mine-profile__name')).toHaveText('车主小王')
  await visible(page, '.mine-entries__more').filter({ hasText: '全部服务' }).click()
  await expect(page).toHaveURL(/\/package-mine\/pages\/services\/services/)
  await expect(title(page, '全部服务')).toBeVisible()
  await expect(visible(page, '.mine-entries__title').filter({ hasText: '品牌与活动' })).toBeVisible()

  await visible(page, '.mine-entry').filter({ hasText: '品牌博物馆' }).click()
  await expect(page).toHaveURL(/\/package-museum\/hall/)
  await visible(page, '.museum-row').filter({ hasText: '典藏' }).first().click()
  await expect(page).toHaveURL(/\/package-museum\/collection(\?|$)/)
  await visible(page, '.museum-row').filter({ hasText: '星驰一号' }).click()
  await expect(page).toHaveURL(/collection-detail\?id=1101/)
  await expect(visible(page, '.museum-detail__title')).toHaveText('星驰一号')
  await expect(visible(page, '.museum-specs')).toBeVisible()

  // Back to 全部服务 as a user goes: the navigation bar's back, page by page.
  for (const url of [/\/package-museum\/collection(\?|$)/, /\/package-museum\/hall/, /\/package-mine\/pages\/services\/services/]) {
    await visible(page, '.nav-bar__back').last().click()
    await expect(page).toHaveURL(url)
  }

  await visible(page, '.mine-entry').filter({ hasText: '年度报告' }).click()
  await expect(page).toHaveURL(/\/yearly-report\/pages\/index/)
  // The report's first page is the user's own year (the server reports this year, China time).
  const year = chinaDay(Date.now()).slice(0, 4)
  await expect(page.locator('.year-story .carousel__item[aria-hidden="false"]')).toContainText(`车主小王的 ${year} 年度报告`)
  expect(errors).toEqual([])
})

test("the car tab's Team PK banner opens the ranking with the season's teams", async ({ page }) => {
  const errors = watchErrors(page)
  const skipped: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('[car] banner')) skipped.push(m.text())
  })
  await page.goto('/pages/car/car')
  const banners = visible(page, '.car-banner')
  const slide = banners.locator(`img.car-banner__img[alt="${TEAM_PK_BANNER}"]`)
  await expect(slide).toBeAttached()
  // The carousel turns by itself; its dot brings the banner up at once.
  const index = await banners
    .locator('.carousel__item')
    .evaluateAll((items, alt) => items.findIndex((item) => item.querySelector(`img[alt="${alt}"]`)), TEAM_PK_BANNER)
  expect(index).toBeGreaterThanOrEqual(3) // after the three banners that were there first
  await banners.locator('.carousel__dot').nth(index).click()
  await expect(banners.locator('.carousel__item').nth(index)).toHaveAttribute('aria-hidden', 'false')
  await slide.click()

  await expect(page).toHaveURL(/\/pages\/teamPk\/components\/generalList/)
  const rows = visible(page, '.team-board__list .team-board-row')
  await expect(rows.filter({ hasText: '西湖骑士团' })).toBeVisible()
  await expect(rows.filter({ hasText: '星驰先锋队' })).toBeVisible()
  expect(await rows.count()).toBeGreaterThan(3)
  // Every seeded home banner opens a page of the app: none was left out.
  expect(skipped).toEqual([])
  expect(errors).toEqual([])
})

test('the login page leads to the App account registration', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/login/index')
  await expect(visible(page, '.auth-login__brand-sub')).toContainText('未注册的手机号将自动注册')
  await visible(page, '.auth-login__app-link').filter({ hasText: '注册 App 账号' }).click()
  await expect(page).toHaveURL(/\/pages\/migration\/index-app/)
  await expect(visible(page, '.auth-register__title')).toHaveText('注册 App 账号')
  await expect(visible(page, '.auth-register')).toContainText('设置密码')
  expect(errors).toEqual([])
})
