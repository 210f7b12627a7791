import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/*
 * The community's "Done when" of issue 7 on the production H5 build against the dev API server:
 * a post (107, by user 7, seeded with 3 comments; the user is the seeded user 1) is liked,
 * collected and shared, a clean comment lands at the top, a sensitive one is refused with the
 * word shown and the text kept, a comment is liked and the user's own comment deleted after
 * confirming.
 */
const API = `http://127.0.0.1:${API_PORT}`
const POST = '/package-community/pages/community-detail/community-detail?id=107'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

const bar = (page: Page, name: 'like' | 'collect' | 'share') => page.locator(`.cm-action-bar__${name}`)
const barNum = (page: Page, name: 'like' | 'collect' | 'share') => bar(page, name).locator('.cm-action-bar__num')
const composer = (page: Page) => page.locator('textarea.cm-composer__input')
const send = (page: Page) => page.locator('taro-button-core.cm-composer__send')
const comments = (page: Page) => page.locator('.cm-comments__list > .cm-comment')

async function seeded(page: Page) {
  const res = await page.request.get(`${API}/posts/web/community/contents/107`, { headers: { Authorization: 'Bearer dev-token' } })
  return (await res.json()).data as { likeNum: number; collectNum: number; shareNum: number; liked: boolean; collected: boolean }
}

test('a post: like, collect, share, comment, refusal of a sensitive word, like a comment, delete own comment', async ({ page }) => {
  const errors = watchErrors(page)
  const before = await seeded(page)
  expect(before).toMatchObject({ liked: false, collected: false })

  await page.goto(`${POST}&token=dev-token`)
  await expect(page.locator('.cm-post__title')).toHaveText('轻风 Mini 停车神器')
  await expect(comments(page)).toHaveCount(3)

  await bar(page, 'like').click()
  await expect(barNum(page, 'like')).toHaveText(String(before.likeNum + 1))
  await expect(bar(page, 'like')).toHaveAttribute('aria-pressed', 'true')

  await bar(page, 'collect').click()
  await expect(barNum(page, 'collect')).toHaveText(String(before.collectNum + 1))
  await expect(bar(page, 'collect')).toHaveAttribute('aria-pressed', 'true')

  await bar(page, 'share').click()
  await expect(barNum(page, 'share')).toHaveText(String(before.shareNum + 1))

  // The server agrees with what the page shows.
  expect(await seeded(page)).toMatchObject({ liked: true, collected: true, likeNum: before.likeNum + 1, shareNum: before.shareNum + 1 })

  // A clean comment: both checks of spec §5, in order, then the post; it appears at the top.
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/posts/web/')) calls.push(new URL(r.url()).pathname)
  })
  await composer(page).fill('周末约上车友一起去露营')
  await send(page).click()
  await expect(comments(page).first()).toContainText('周末约上车友一起去露营')
  await expect(comments(page)).toHaveCount(4)
  await expect(composer(page)).toHaveValue('')
  expect(calls).toEqual(['/posts/web/community/common/green/check', '/posts/web/community/common/sensitive-word/check', '/posts/web/comments'])

  // A sensitive word of the seed: refused, the word shown, the text kept, nothing posted.
  calls.length = 0
  await composer(page).fill('这里有违禁词哦')
  await send(page).click()
  await expect(page.locator('.cm-composer__refusal')).toContainText('违禁词')
  await expect(composer(page)).toHaveValue('这里有违禁词哦')
  expect(calls).not.toContain('/posts/web/comments')
  await expect(comments(page)).toHaveCount(4)

  // Only the user's own comments offer 删除 (the post is user 7's): the new one and one seeded.
  const ME = '车主小王'
  await expect(comments(page).filter({ has: page.locator('.cm-comment__delete') })).toHaveCount(2)
  for (const name of await comments(page).filter({ has: page.locator('.cm-comment__delete') }).locator('.cm-comment__name').allTextContents()) {
    expect(name).toBe(ME)
  }

  // Like someone else's comment.
  const other = comments(page).filter({ hasNot: page.locator('.cm-comment__delete') }).first()
  const likeNum = Number(await other.locator('.cm-comment__like-num').first().textContent())
  await other.locator('.cm-comment__like').first().click()
  await expect(other.locator('.cm-comment__like-num').first()).toHaveText(String(likeNum + 1))
  await expect(other.locator('.cm-comment__like').first()).toHaveAttribute('aria-pressed', 'true')

  // Delete own comment: cancelling keeps it, confirming removes it.
  const mine = comments(page).first()
  await mine.locator('.cm-comment__delete').click()
  await expect(page.locator('.taro-modal__content')).toContainText('确定删除这条评论吗')
  await page.locator('.taro-model__cancel').click()
  await expect(comments(page)).toHaveCount(4)
  await mine.locator('.cm-comment__delete').click()
  await page.locator('.taro-model__confirm').click()
  await expect(comments(page)).toHaveCount(3)
  await expect(page.locator('.cm-comments__list')).not.toContainText('周末约上车友一起去露营')

  expect(errors).toEqual([])
})

test('posting without a token goes to login, and the typed text is back in the box afterwards', async ({ page }) => {
  await page.goto(POST)
  await expect(page.locator('.cm-post__title')).toHaveText('轻风 Mini 停车神器')
  await composer(page).fill('登录之后再发这条')
  await send(page).click()
  await expect(page).toHaveURL(/\/pages\/login\/index\?redirect=/)
  const back = new URL(page.url()).searchParams.get('redirect')
  expect(back).toBe('/package-community/pages/community-detail/community-detail?id=107')

  // What the login page does once logged in: back to the asking page, fresh, with a session.
  await page.goto(`${back}&token=dev-token`)
  await expect(composer(page)).toHaveValue('登录之后再发这条')
  await expect(page.locator('.cm-composer__hint')).toHaveText('已恢复上次未发布的内容')
  await send(page).click()
  await expect(comments(page).first()).toContainText('登录之后再发这条')
  await expect(composer(page)).toHaveValue('')
})

test('a failed post keeps the text in the box', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'POST', path: '/posts/web/comments', status: 500, times: 1 } })
  await page.goto(`${POST}&token=dev-token`)
  await composer(page).fill('服务器出错也不能丢')
  await send(page).click()
  await expect(page.getByText('服务器内部错误（故障注入）')).toBeVisible()
  await expect(composer(page)).toHaveValue('服务器出错也不能丢')
  await expect(comments(page)).toHaveCount(3)
})
