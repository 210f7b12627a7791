import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { creatorStatTotals } from '../../mock/seed/creator-works'
import { API_PORT } from '../../playwright.config'
import { button, visible } from './support/buyer'
import { watchErrors } from './support/errors'
import { sendLead } from './support/lead-form'
import { addPhotos, expectUploaded } from './support/upload'

/*
 * The creator centre on the production H5 build against the dev API server (issue 25): user 2
 * (dev-token-2) is not a creator; the dev user (dev-token) is one, with 60 days of statistics,
 * open activity 702 (its 参与奖 is given on joining) and addresses to deliver to.
 */
const API = `http://127.0.0.1:${API_PORT}`
const CENTRE = '/package-mine/pages/creator-center'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

async function fillText(page: Page, text: string) {
  await visible(page, '.creator-work-form__text textarea').fill(text)
}

test('a member who is not a creator applies with an account and sees the application under review', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${CENTRE}/index?token=dev-token-2`)
  await expect(visible(page, '.member-join__benefit-title').first()).toHaveText('流量扶持')
  await button(page, '成为创作者').click()
  await expect(page).toHaveURL(/creator-center\/create/)

  await visible(page, '.creator-apply__platform [role="radio"]').filter({ hasText: '小红书' }).click()
  await visible(page, '.creator-apply__name input').fill('小李爱自驾')
  await visible(page, '.creator-apply__followers input').fill('8600')
  await addPhotos(page, '.creator-apply__shot', ['home.png'])
  // Not without the agreement.
  await button(page, '提交申请').click()
  await expect(visible(page, '.form-consent .form-field__error')).toHaveText('请先阅读并同意《创作者协议》')
  await visible(page, '.form-consent__box').click()
  await button(page, '提交申请').click()

  await expect(visible(page, '.member-application .status-tag')).toHaveText('审核中')
  await expect(visible(page, '.member-application__line')).toHaveText('小红书 · 小李爱自驾 · 粉丝 8600')
  await expect(button(page, '提交申请')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a work with two pictures: a flagged word is refused and everything kept; clean, it shows as reviewing first', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${CENTRE}/index?token=dev-token`)
  await expect(visible(page, '.member-header__name')).not.toBeEmpty()
  await visible(page, '.creator-entries__item').filter({ hasText: '提交作品' }).click()
  await expect(page).toHaveURL(/creator-center\/submit-work/)

  await visible(page, '.creator-work-form__title input').fill('冬日川西自驾')
  await fillText(page, '一路雪山，顺便帮人代开发票')
  await addPhotos(page, '.creator-work-form__images', ['snow.png', 'lake.png'])
  const sent = page.waitForResponse((r) => r.url().includes('/sensitive-word/check'))
  await button(page, '提交审核').click()
  await sent
  await expect(visible(page, '.submit-bar__failure')).toContainText('内容包含敏感词：代开发票')
  await expect(visible(page, '.creator-work-form__text textarea')).toHaveValue('一路雪山，顺便帮人代开发票')
  await expectUploaded(page, '.creator-work-form__images', 2)
  await expect(page).toHaveURL(/creator-center\/submit-work/)

  await fillText(page, '一路雪山，海子清澈见底')
  await button(page, '提交审核').click()
  await expect(page).toHaveURL(/creator-center\/index/)
  const first = visible(page, '.creator-work').first()
  await expect(first.locator('.creator-work__title')).toHaveText('冬日川西自驾')
  await expect(first.locator('.status-tag')).toHaveText('审核中')
  expect(errors).toEqual([])
})

test('the data centre: 7 days, then 30, each period\'s totals the seed\'s sums', async ({ page }) => {
  const errors = watchErrors(page)
  const totals = visible(page, '.creator-total__value')
  const figures = (t: ReturnType<typeof creatorStatTotals>['current']) => [t.views, t.likes, t.comments, t.followers].map(String)
  await page.goto(`${CENTRE}/data-center?token=dev-token`)
  await expect(totals).toHaveText(figures(creatorStatTotals(Date.now(), 7).current))
  await visible(page, '[role="tab"]').filter({ hasText: '30天' }).click()
  await expect(totals).toHaveText(figures(creatorStatTotals(Date.now(), 30).current))
  await expect(visible(page, '.chart[role="img"]')).toHaveAttribute('aria-label', /近30天/)
  expect(errors).toEqual([])
})

test('joining an activity by a work, then choosing where its gift is delivered', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${CENTRE}/activity-detail?id=702&token=dev-token`)
  await expect(visible(page, '.creator-detail__title')).toHaveText('我的冬季续航实测')
  await button(page, '参与活动').click()
  await expect(page).toHaveURL(/submit-work\?activityId=702/)
  await expect(visible(page, '.creator-work-form__activity .form-field__value')).toHaveText('我的冬季续航实测')
  await visible(page, '.creator-work-form__title input').fill('零下十五度的一周')
  await fillText(page, '每天通勤 60 公里，续航达成率约 72%。')
  await addPhotos(page, '.creator-work-form__images', ['cold.png'])
  await button(page, '提交审核').click()

  await expect(page).toHaveURL(/activity-detail\?id=702/)
  await expect(visible(page, '.creator-detail__work-title')).toHaveText('零下十五度的一周')
  const gift = visible(page, '.creator-detail__my-reward')
  await expect(gift.locator('.creator-detail__my-reward-name')).toContainText('星驰定制保温杯')
  await gift.locator('taro-button-core.creator-detail__choose').click()

  await expect(page).toHaveURL(/chooseAddress\?rewardId=/)
  const last = visible(page, '.address-chooser__item').last()
  const where = await last.locator('.address-chooser__where').textContent()
  await last.click()
  await expect(last).toHaveAttribute('aria-checked', 'true')
  await button(page, '确认').click()

  await expect(page).toHaveURL(/activity-detail\?id=702/)
  await expect(gift.locator('.creator-detail__ship-to')).toContainText(where!.trim().split(' ').pop()!)
  expect(errors).toEqual([])
})

test('the creator card: drawn to one image to long-press', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${CENTRE}/poster?token=dev-token`)
  const image = visible(page, 'img.poster-view__image')
  await expect(image).toHaveAttribute('alt', /的创作者名片：Lv\.3/)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300)
  await expect(visible(page, '.poster-view__hint')).toHaveText('长按图片保存')
  expect(errors).toEqual([])
})

test('a friend registered by the creator: the lead form of the lead feature, its source the creator', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${CENTRE}/index?token=dev-token`)
  await visible(page, '.creator-entries__item').filter({ hasText: '信息登记' }).click()
  await expect(visible(page, '.creator-lead__text')).toContainText('以创作者「')
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/lead/capture'))
  await sendLead(page, { name: '周琳', mobile: '13655556666', model: '星驰 S9', province: '北京市', city: '北京市' })
  expect((await sent).postDataJSON()).toMatchObject({ name: '周琳', source: 'creator-1' })
  await expect(visible(page, '.lead-done__title')).toHaveText('提交成功')
  expect(errors).toEqual([])
})

test('a video work: the video chosen on videoTailor, a frame taken as its cover, sent without pictures', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${CENTRE}/submit-work?token=dev-token`)
  await visible(page, '.creator-work-form__title input').fill('雪地试车')
  await fillText(page, '零下二十度，续航依旧稳定')
  await visible(page, '.creator-work-video__add').click()
  await expect(page).toHaveURL(/videoPage\/videoTailor/)

  // A 4-second WebM (tests/e2e/fixtures/clip.webm: four coloured seconds) from the album.
  const chooser = page.waitForEvent('filechooser')
  await visible(page, 'taro-button-core.tailor-choose__album').click()
  await (await chooser).setFiles(path.join(__dirname, 'fixtures/clip.webm'))
  await expect(visible(page, '.video-strip__image')).toHaveCount(6)
  await expect(visible(page, 'img[alt="封面预览"]')).toBeVisible()

  // The server refuses a video without its length (400), so an answer of 200 says it went with one.
  const video = page.waitForResponse((r) => r.url().includes('/file/uploadVideo'))
  const cover = page.waitForResponse((r) => r.url().includes('/file/uploadImg'))
  await visible(page, 'taro-button-core.tailor-cover__use').click()
  expect((await video).status()).toBe(200)
  expect((await cover).status()).toBe(200)
  await expect(page).toHaveURL(/creator-center\/submit-work/)
  await expect(visible(page, '.creator-work-video__image')).toBeVisible()
  await expect(visible(page, '.creator-work-video__length')).toHaveText(/^00:0[34]$/)

  const sent = page.waitForRequest((r) => r.url().includes('/web/community/creator/works') && r.method() === 'POST')
  await button(page, '提交审核').click()
  const body = JSON.parse((await sent).postData() ?? '{}') as { images: string[]; video?: { url: string; coverUrl: string; duration: number } }
  expect(body.images).toEqual([])
  expect(body.video).toMatchObject({ url: expect.stringMatching(/\/static\/upload\/[0-9a-f]+$/), coverUrl: expect.stringMatching(/\/static\/upload\/[0-9a-f]+$/) })
  await expect(page).toHaveURL(/creator-center\/index/)
  expect(errors).toEqual([])
})
