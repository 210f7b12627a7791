import { expect, test } from '@playwright/test'
import { DEV_YEARLY_SHARE_ID } from '../../mock/seed/yearly'
import { API_PORT } from '../../playwright.config'
import { visible } from './support/buyer'
import { watchErrors } from './support/errors'

/*
 * The brand museum and the yearly report on the production H5 build against the dev API server
 * (issue 28). Seed: item 1101 星驰一号 (the oldest), journal issue 1301 with <script>, onerror= and
 * javascript: vectors; the dev user's rich year (48 sign-in days, keyword 远方) and its share id.
 */
const API = `http://127.0.0.1:${API_PORT}`

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('museum: hall → collection → an item → its pictures full screen', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/package-museum/hall')
  await visible(page, '.museum-row').filter({ hasText: '典藏' }).first().click()
  await expect(page).toHaveURL(/package-museum\/collection/)
  await visible(page, '.museum-row').filter({ hasText: '星驰一号' }).click()
  await expect(page).toHaveURL(/collection-detail\?id=1101/)
  await expect(visible(page, '.museum-detail__title')).toHaveText('星驰一号')
  await expect(visible(page, '.museum-specs')).toBeVisible()
  await visible(page, '.museum-detail__image').first().click()
  await expect(page.locator('.preview-image')).toBeVisible()
  expect(errors).toEqual([])
})

test('a journal issue with the seeded vectors runs no script and navigates nowhere', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.dismiss()
  })
  await page.goto('/package-museum/journal-special-detail?id=1301')
  await expect(visible(page, '.museum-detail__title')).toHaveText('星驰二十八年：从一张手稿开始')
  const body = visible(page, '.museum-journal__body')
  await expect(body).not.toBeEmpty()
  expect(await body.locator('script').count()).toBe(0)
  expect(await body.locator('[onerror]').count()).toBe(0)
  expect(await body.locator('a[href^="javascript:"]').count()).toBe(0)
  const url = page.url()
  const links = body.locator('a')
  for (let i = 0; i < (await links.count()); i += 1) await links.nth(i).click({ force: true }).catch(() => undefined)
  await page.waitForTimeout(300)
  expect(page.url()).toBe(url)
  expect(dialogs).toEqual([])
})

test("the dev user's year: swiped through to its figures, the keyword page and the share card image", async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/yearly-report/pages/index?token=dev-token')
  const pager = visible(page, '.year-story .carousel')
  await expect(pager).toBeVisible()
  await pager.focus()
  // Down page by page (the pager takes the arrow keys, as a swipe) until the last page's buttons show.
  const current = page.locator('.year-story .carousel__item[aria-hidden="false"]')
  let signIn = false
  for (let i = 1; i < 12 && (await current.locator('.year-slide__btn').count()) === 0; i += 1) {
    if ((await current.innerText()).includes('签到')) {
      // The counter counts up to the seed's figure once the page shows.
      await expect(current).toContainText('48')
      signIn = true
    }
    await page.keyboard.press('ArrowDown')
    await expect(current).toHaveAttribute('aria-label', new RegExp(`^第 ${i + 1} 张`))
  }
  expect(signIn).toBe(true)
  await current.locator('taro-button-core.year-slide__btn').filter({ hasText: '年度关键词' }).click()
  await expect(page).toHaveURL(/yearly-report\/pages\/keyword/)
  await expect(visible(page, '.year-keyword__word')).toHaveText('远方')
  await page.goto('/yearly-report/pages/share-card?token=dev-token')
  const image = visible(page, 'img.poster-view__image')
  await expect(image).toHaveAttribute('alt', /远方/)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300)
  expect(errors).toEqual([])
})

test('a share opened without a token shows the card and asks the friend to log in for their own', async ({ page }) => {
  await page.goto(`/yearly-report/pages/share?id=${DEV_YEARLY_SHARE_ID}`)
  await expect(visible(page, '.year-shared img.poster-view__image')).toBeVisible()
  await visible(page, 'taro-button-core.year-shared__mine').click()
  await expect(page).toHaveURL(/yearly-report\/pages\/index/)
  await expect(page.getByText('登录后查看你的年度报告')).toBeVisible()
})
