import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'
import { visible } from './support/buyer'

/*
 * Every write marks what it changes (issue 37): a like on a post marks its feeds and its author's
 * card in the data cache, so screens that read them before the like show the new count without a
 * pull-down. The mounted topic list (hidden under the post) reads again at once; the author's
 * page, read once before the like and opened again after it, reads again instead of showing what
 * it cached. All in one app session: the document never reloads.
 * Topic 1 lists post 115 (by user 7); the user is the seeded user 1, who has not liked it.
 */
const API = `http://127.0.0.1:${API_PORT}`
const TOPIC = '/package-community/pages/topic-detail/topic-detail?id=1'
const POST = 115
const AUTHOR = 7

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

const auth = { headers: { Authorization: 'Bearer dev-token' } }
/** A post's card in the visible feed, and its like count (the first figure under it). */
const card = (page: Page) => visible(page, `.cm-card-item[data-content-id="${POST}"]`)
const cardLikes = (page: Page) => card(page).locator('.cm-card-item__stat').first()
const receivedLikes = (page: Page) => visible(page, '.cm-account__stat').filter({ hasText: '获赞' }).locator('.cm-account__stat-num')
const back = (page: Page) => visible(page, '.nav-bar__back').last().click()

test('a like in a topic\'s post shows on the author\'s page and back on the topic list, with no pull-down', async ({ page }) => {
  const errors = watchErrors(page)
  const post = (await (await page.request.get(`${API}/posts/web/community/contents/${POST}`, auth)).json()).data as { likeNum: number; liked: boolean }
  const author = (await (await page.request.get(`${API}/user/web/community/contents/accounts/${AUTHOR}`)).json()).data as { likeNum: number }
  expect(post.liked).toBe(false)

  await page.goto(`${TOPIC}&token=dev-token`)
  await expect(visible(page, '.cm-topic__name')).toHaveText('#我的星驰提车日记')
  await expect(cardLikes(page)).toHaveText(String(post.likeNum))
  // Set on this document: still there at the end means no reload brought the new counts.
  await page.evaluate(() => Object.assign(window, { __sameSession: true }))

  // The post, then its author's page, read before the like.
  await card(page).click()
  await expect(page).toHaveURL(new RegExp(`community-detail\\?id=${POST}`))
  await visible(page, '.cm-author').first().click()
  await expect(page).toHaveURL(new RegExp(`personal\\?authorId=${AUTHOR}`))
  await expect(receivedLikes(page)).toHaveText(String(author.likeNum))
  await expect(cardLikes(page)).toHaveText(String(post.likeNum))
  await back(page)

  // The like, on the post's page.
  await expect(page).toHaveURL(new RegExp(`community-detail\\?id=${POST}`))
  await visible(page, '.cm-action-bar__like').click()
  await expect(visible(page, '.cm-action-bar__like .cm-action-bar__num')).toHaveText(String(post.likeNum + 1))

  // The author's page again: its card and its feed were marked, so they read again.
  await visible(page, '.cm-author').first().click()
  await expect(page).toHaveURL(new RegExp(`personal\\?authorId=${AUTHOR}`))
  await expect(receivedLikes(page)).toHaveText(String(author.likeNum + 1))
  await expect(cardLikes(page)).toHaveText(String(post.likeNum + 1))

  // Back to the topic list, which stayed mounted under the post and read again when marked.
  await back(page)
  await expect(page).toHaveURL(new RegExp(`community-detail\\?id=${POST}`))
  await back(page)
  await expect(page).toHaveURL(/topic-detail\?id=1/)
  await expect(cardLikes(page)).toHaveText(String(post.likeNum + 1))

  expect(await page.evaluate(() => (window as unknown as { __sameSession?: boolean }).__sameSession)).toBe(true)
  expect(errors).toEqual([])
})
