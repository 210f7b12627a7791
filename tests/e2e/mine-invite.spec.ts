import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'
import { pullDown } from './support/pull-down'

const API = `http://127.0.0.1:${API_PORT}`
const RECORDS = '/package-mine/pages/invite-record/invite-record'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('a friend accepts my invitation and the record shows after a pull-down', async ({ page, browser }) => {
  const errors = watchErrors(page)
  await page.goto(`${RECORDS}?token=dev-token`)
  const names = page.locator('.invite-record-item__name')
  await expect(names).toHaveText(['周**', '陈**', '刘**'])

  // My own invitation page shows my code and its QR code.
  const share = await page.context().newPage()
  await share.goto('/package-mine/pages/invite-friend/invite-friend')
  await expect(share.locator('.invite-share-card__code')).toHaveText('邀请码 XC000001')
  await expect(share.locator('.invite-share-card__qr-image')).toBeVisible()
  await share.close()

  // The friend (user 2) opens the link in their own browser and accepts.
  const friendContext = await browser.newContext()
  const friend = await friendContext.newPage()
  await friend.goto('/package-mine/pages/invite-friend/invite-friend?inviteCode=XC000001&token=dev-token-2')
  await expect(friend.locator('.invite-accept__name')).toHaveText('车主小王')
  await friend.locator('taro-button-core.invite-accept__button').click()
  await expect(friend.getByText('已接受 车主小王 的邀请，欢迎加入！')).toBeVisible()
  await friendContext.close()

  // Nothing changes on my list until I pull it down.
  await expect(names).toHaveCount(3)
  await pullDown(page, page.locator('.pull-refresh'))
  await expect(names).toHaveText(['小**', '周**', '陈**', '刘**'])
  await expect(page.locator('.invite-stats__value').first()).toHaveText('6')
  expect(errors).toEqual([])
})

test('accepting twice is refused with the server reason', async ({ page }) => {
  await page.goto('/package-mine/pages/invite-friend/invite-friend?inviteCode=XC000001&token=dev-token-2')
  const accept = page.locator('taro-button-core.invite-accept__button')
  await accept.click()
  await expect(page.getByText('已接受 车主小王 的邀请')).toBeVisible()
  await page.reload()
  await page.locator('taro-button-core.invite-accept__button').click()
  await expect(page.getByText('你已经接受过好友的邀请了')).toBeVisible()
})

test('logged out, an invitation link shows the inviter and accepting asks to log in', async ({ page }) => {
  await page.goto('/package-mine/pages/invite-friend/invite-friend?inviteCode=XC000001')
  await expect(page.locator('.invite-accept__name')).toHaveText('车主小王')
  await page.locator('taro-button-core.invite-accept__button').click()
  await expect(page).toHaveURL(/\/pages\/login\/index\?redirect=/)
  expect(decodeURIComponent(page.url())).toContain('inviteCode=XC000001')
})

test('a malformed or unknown invite link says 链接无效 with a way on, never my own invitation in its place', async ({ page }) => {
  const errors = watchErrors(page)
  for (const code of ['%3Cscript%3E', 'XC999999']) {
    await page.goto(`/package-mine/pages/invite-friend/invite-friend?inviteCode=${code}&token=dev-token`)
    await expect(page.getByText('链接无效', { exact: true })).toBeVisible()
    await expect(page.getByText('邀请链接无效或已失效，请向好友重新获取')).toBeVisible()
    await expect(page.getByRole('alert').getByRole('button', { name: '返回' })).toBeVisible()
    await expect(page.getByText('邀请码 XC000001')).toHaveCount(0)
  }
  // Opened first from the link, 返回 leads to the entry page.
  await page.getByRole('alert').getByRole('button', { name: '返回' }).click()
  await expect(page).toHaveURL(/book-browse/)
  // The unknown code's 404 is the server's answer, logged by the browser; nothing else went wrong.
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([])
})
