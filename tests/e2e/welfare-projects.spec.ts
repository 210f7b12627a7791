import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { visible } from './support/buyer'
import { watchErrors } from './support/errors'

/*
 * Welfare projects a member can join (issue 38), on the production H5 build against the dev API
 * server. Seed: project 603 冬季道路救援志愿队 recruits, 40 places with 39 taken, three time
 * slots; the dev user is a member (phone 13800138000, 42 volunteer hours); user 2 (dev-token-2)
 * never applied.
 */
const API = `http://127.0.0.1:${API_PORT}`
const SHARE = '/pages/welfareShare/index?projectId=603'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

/** On the project's page: 我要报名, a slot, the phone left as the member's, 确认报名. */
async function join(page: Page, slot: string) {
  await page.goto(`${SHARE}&token=dev-token`)
  await expect(visible(page, '.welfare-join__text')).toContainText('剩余 1 个名额')
  await visible(page, 'taro-button-core.welfare-join__action').click()
  await expect(visible(page, '.welfare-signup__phone')).toContainText('138****8000')
  // The first slot of that time (the project runs several days, each with the same hours).
  await page.getByRole('radio', { name: new RegExp(slot) }).first().click()
  await visible(page, 'taro-button-core.welfare-signup__submit').click()
  await expect(visible(page, '.welfare-join__text')).toContainText(`你已报名：`)
  await expect(visible(page, '.welfare-join__text')).toContainText(slot)
}

test('join a project, cancel it after confirming, join again; the recorded hours show on the member card', async ({ page }) => {
  const errors = watchErrors(page)
  await join(page, '09:00-12:00')
  expect(await page.content()).not.toContain('13800138000')

  // 我的福利社: the sign-up with its state; cancelling asks first.
  await visible(page, 'taro-button-core.welfare-join__action').click()
  await expect(page).toHaveURL(/pages\/welfare\/check/)
  const item = visible(page, '.welfare-signups__item').first()
  await expect(item.locator('.status-tag')).toHaveText('已报名')
  await expect(item).toContainText('冬季道路救援志愿队')
  await item.locator('taro-button-core.welfare-signups__cancel').click()
  await expect(page.locator('.taro-modal__content')).toContainText('冬季道路救援志愿队')
  await page.locator('.taro-model__confirm').click()
  await expect(item.locator('.status-tag')).toHaveText('已取消')
  await expect(item.locator('taro-button-core.welfare-signups__cancel')).toHaveCount(0)

  // The place is back: join again, another slot.
  await join(page, '13:00-17:00')

  // The organiser records 3 hours after the project: the card's total follows.
  const list = await (await page.request.get(`${API}/user/web/user/welfare/signups`, { headers: { Authorization: 'Bearer dev-token' } })).json()
  const signed = (list.data as { id: number; state: string }[]).find((s) => s.state === 'signed')!
  const recorded = await page.request.post(`${API}/__admin/welfare/signups/${signed.id}/hours`, { data: { hours: 3 } })
  expect(recorded.status()).toBe(200)
  await page.goto('/pages/welfare/check?token=dev-token')
  await expect(visible(page, '.welfare-member__hours')).toHaveText('志愿时长 45 小时')
  await expect(visible(page, '.welfare-member__project').filter({ hasText: '冬季道路救援志愿队' })).toContainText('3 小时')
  const done = visible(page, '.welfare-signups__item').first()
  await expect(done.locator('.status-tag')).toHaveText('已完成')
  await expect(done).toContainText('3 小时')
  await expect(visible(page, '.welfare-signups__item').nth(1).locator('.status-tag')).toHaveText('已取消')
  expect(errors).toEqual([])
})

test('a friend who is no member is led to apply first; once the last place is taken, the page says 名额已满', async ({ page, request }) => {
  const errors = watchErrors(page)
  await page.goto(`${SHARE}&token=dev-token-2`)
  await expect(visible(page, '.welfare-join__text')).toContainText('先加入福利社')
  await visible(page, 'taro-button-core.welfare-join__action').click()
  await expect(page).toHaveURL(/pages\/welfare\/application/)

  // The dev user takes the last place (another device).
  const taken = await request.post(`${API}/user/web/user/welfare/projects/603/signups`, {
    headers: { Authorization: 'Bearer dev-token' }, data: { requestId: 'e2e-last-place-1', slotId: 60301 },
  })
  expect(taken.status()).toBe(200)
  await page.goto(`${SHARE}&token=dev-token-2`)
  await expect(visible(page, '.welfare-join__text')).toHaveText('名额已满')
  await expect(visible(page, 'taro-button-core.welfare-join__action')).toHaveAttribute('aria-disabled', 'true')
  expect(errors).toEqual([])
})
