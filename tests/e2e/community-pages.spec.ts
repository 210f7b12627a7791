import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/* The other community pages on the production H5 build, each with seeded data. */
const API = `http://127.0.0.1:${API_PORT}`
const ROOT = '/package-community/pages'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

test('article 506: its <script>, onerror= and javascript: link never reach the page', async ({ page }) => {
  const pageErrors: string[] = []
  const dialogs: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.goto(`${ROOT}/article-detail/article-detail?id=506`)
  const body = page.locator('.cm-article__body')
  await expect(body).toContainText('这段文字应当正常显示。')
  await expect(body).toContainText('点我领取奖励')
  await expect(body.locator('b')).toHaveText('粗体')
  // The rendered app (the document head holds the build's own scripts).
  const html = await page.locator('#app').innerHTML()
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/onerror=/i)
  expect(html).not.toMatch(/javascript:/i)
  await expect(page.locator('[onerror]')).toHaveCount(0)
  // (Taro's own tab bar, outside #app, uses javascript:; links.)
  await expect(page.locator('#app a[href^="javascript" i]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(pageErrors).toEqual([])
})

test('an article is liked and shared through the PGC stats', async ({ page }) => {
  await page.goto(`${ROOT}/article-detail/article-detail?id=502&token=dev-token`)
  await expect(page.locator('.cm-article__title')).toContainText('冬季用车指南')
  const like = page.locator('.cm-action-bar__like .cm-action-bar__num')
  const n = Number(await like.textContent())
  await page.locator('.cm-action-bar__like').click()
  await expect(like).toHaveText(String(n + 1))
  const share = page.locator('.cm-action-bar__share .cm-action-bar__num')
  const s = Number(await share.textContent())
  await page.locator('.cm-action-bar__share').click()
  await expect(share).toHaveText(String(s + 1))
})

test('a topic lists its posts and opens one', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${ROOT}/topic-detail/topic-detail?id=3`)
  await expect(page.locator('.cm-topic__name')).toHaveText('#露营生活家')
  const first = page.locator('.cm-card-item').first()
  await expect(first).toBeVisible()
  const title = await first.locator('.cm-card-item__title').textContent()
  await first.click()
  await expect(page).toHaveURL(/community-detail\?id=\d+/)
  await expect(page.locator('.cm-post__title:visible')).toHaveText(title!)
  expect(errors).toEqual([])
})

test('a dealer page shows the store, its distance and its posts', async ({ page }) => {
  await page.goto(`${ROOT}/dealer/detail/detail?id=1`)
  await expect(page.locator('.cm-dealer__name')).not.toBeEmpty()
  await expect(page.locator('.cm-dealer-loc__distance')).toContainText('km')
  await expect(page.locator('.cm-dealer__call')).toBeVisible()
  await expect(page.locator('.cm-card-item').first()).toBeVisible()
})

test('personal pages: another author, and the user\'s own behind login', async ({ page }) => {
  await page.goto(`${ROOT}/personal/personal?authorId=4`)
  await expect(page.locator('.cm-account__name')).not.toBeEmpty()
  await expect(page.locator('.cm-card-item').first()).toBeVisible()

  await page.goto(`${ROOT}/personal/personal`)
  await expect(page).toHaveURL(/\/pages\/login\/index\?redirect=%2Fpackage-community%2Fpages%2Fpersonal%2Fpersonal/)

  await page.goto(`${ROOT}/personal/personal?token=dev-token`)
  await expect(page.locator('.cm-account__tag--mine')).toHaveText('我')
  await expect(page.locator('.nav-bar__title:visible')).toHaveText('我的主页')
})

test('classmates: the group, then its help page, where the user helps once', async ({ page }) => {
  await page.goto(`${ROOT}/classmates-detail/classmates-detail?id=2&token=dev-token`)
  await expect(page.locator('.cm-class__name')).toHaveText('远航露营同学会')
  await expect(page.locator('.cm-help__count')).toHaveText('12/30')
  await page.locator('taro-button-core', { hasText: '邀请好友助力' }).click()
  await expect(page).toHaveURL(/share-help\?id=2/)
  // The group page stays in the DOM under the help page: look inside the help page only.
  const helpPage = page.locator('.cm-screen', { has: page.locator('.cm-help-button') })
  const help = helpPage.locator('taro-button-core.cm-help-button')
  await help.click()
  await expect(helpPage.locator('.cm-help__count')).toHaveText('13/30')
  await expect(help).toHaveText('已助力')
})
