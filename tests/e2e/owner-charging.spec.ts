import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { button, visible } from './support/buyer'
import { watchErrors } from './support/errors'
import { addPhotos } from './support/upload'

/*
 * Home charging piles on the production H5 build against the dev API server (issue 15 item 6),
 * as the seeded user 1: car 3 (electric, no pile, nothing open) may apply; car 2 has pile 6301
 * (application 6101, installed, not rated) with repair reports 6201-6210; car 1 is a fuel car.
 */
const API = `http://127.0.0.1:${API_PORT}`
const NOTICE = '/package-mine/pages/chargingStation/notice'
const LIST = '/pages/chargingStation/list'
const stars = (page: Page, aspect: string, n: number) =>
  visible(page, '.evaluation-form__aspect').filter({ hasText: aspect }).locator(`[aria-label="${n} 星"]`)


test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

/** Picks a picture through the browser's file input (the phone itself offers camera or album). */
const uploadPhoto = (page: Page, field: string) => addPhotos(page, field, ['consent.png'])

test('agree to the notice, apply for car 3 (a missing field is named), follow it in the list, cancel it after a confirmation', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${NOTICE}?token=dev-token`)
  await expect(visible(page, '.charging-notice__title')).toHaveText('家用充电桩安装须知')
  await expect(visible(page, '.charging-notice__body')).toContainText('物业')

  // Not without the agreement.
  await button(page, '同意并申请').click()
  await expect(visible(page, '.form-consent .form-field__error')).toHaveText('请先阅读并勾选同意安装须知')
  await expect(page).toHaveURL(/chargingStation\/notice/)
  await visible(page, '.form-consent__box').click()
  await button(page, '同意并申请').click()
  await expect(page).toHaveURL(/chargingStation\/applicationInfomation/)

  // Car 3 is the one car that may apply; the others say why.
  await expect(visible(page, '.charging-form__car .form-field__value')).toHaveText('粤B·F24680')
  await expect(visible(page, '.charging-form__blocked')).toContainText('粤B·12345 远航 L6 四驱版：该车辆不是纯电车型，暂不支持安装家用充电桩')
  await expect(visible(page, '.charging-form__blocked')).toContainText('粤B·D67890 星驰 S7 长续航版：该车辆已安装家用充电桩')
  await expect(visible(page, '.form-consent__box')).toHaveAttribute('aria-checked', 'true')

  await visible(page, '.charging-form__region .form-field__row').click()
  for (const name of ['广东省', '深圳市', '福田区']) await page.locator('.region-picker__option:visible', { hasText: name }).click()
  await expect(visible(page, '.charging-form__region .form-field__value')).toHaveText('广东省 深圳市 福田区')
  await visible(page, '.charging-form__address input').fill('香蜜湖街道香梅北路 88 号 3 栋地库 B1-056 车位')
  await page.getByRole('radio', { name: '长期租赁车位' }).click()
  await visible(page, '.charging-form__name input').fill('王小明')
  await visible(page, '.charging-form__phone input').fill('13800138000')
  await visible(page, '.charging-form__date .form-field__row').click()
  await page.locator('.form-option-sheet__option:visible').first().click()

  // The consent photo is missing: named, nothing sent, everything typed stays.
  await button(page, '提交申请').click()
  await expect(visible(page, '.charging-form__consent-photos .form-field__error')).toHaveText('请上传物业同意安装证明的照片')
  await expect(page).toHaveURL(/chargingStation\/applicationInfomation/)
  await expect(visible(page, '.charging-form__address input')).toHaveValue('香蜜湖街道香梅北路 88 号 3 栋地库 B1-056 车位')

  await uploadPhoto(page, '.charging-form__consent-photos')
  await expect(visible(page, '.form-field__error')).toHaveCount(0)
  await button(page, '提交申请').click()

  await expect(page).toHaveURL(/chargingStation\/applicationDetail\?id=\d+/)
  await expect(visible(page, '.charging-detail__status')).toHaveText('已提交')
  await expect(visible(page, '.steps-list__item--current')).toContainText('已提交')
  await expect(visible(page, '.steps-list__item--todo')).toHaveCount(3)
  await expect(visible(page, '.charging-detail')).toContainText('广东省 深圳市 福田区 香蜜湖街道香梅北路 88 号 3 栋地库 B1-056 车位')
  const id = new URL(page.url()).searchParams.get('id')

  // In the list, newest first.
  await page.goto(`${LIST}?token=dev-token`)
  const first = visible(page, '.charging-card').first()
  await expect(first).toContainText('充电桩安装申请')
  await expect(first).toContainText('粤B·F24680')
  await expect(first.locator('.charging-status')).toHaveText('已提交')
  await first.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`applicationDetail\\?id=${id}`))

  // Cancelling asks first: thinking better of it keeps the application.
  await button(page, '取消申请').click()
  await expect(page.locator('.taro-modal__content')).toContainText('取消后如需安装，需要重新提交申请')
  await page.locator('.taro-model__cancel').click()
  await expect(visible(page, '.charging-detail__status')).toHaveText('已提交')
  await button(page, '取消申请').click()
  await page.locator('.taro-model__confirm').click()
  await expect(visible(page, '.charging-detail__status')).toHaveText('已取消')
  await expect(visible(page, '.steps-list__item--done').last()).toContainText('已取消')
  await expect(visible(page, '.charging-detail__cancel')).toHaveCount(0)

  // Back in the list (read again when shown), it says so too.
  await page.goBack()
  await expect(visible(page, '.charging-card').first().locator('.charging-status')).toHaveText('已取消')
  expect(errors).toEqual([])
})

test('report a fault of car 2\'s pile; it comes first in the list, unfolds its progress, and once repaired is rated once', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${LIST}?token=dev-token`)
  await expect(visible(page, '.charging-card')).toHaveCount(10)
  await button(page, '我要报修').click()
  await expect(page).toHaveURL(/chargingStation\/repairReport/)

  // The one pile is chosen already; the rest is asked for.
  await expect(visible(page, '.charging-repair__pile .form-field__value')).toContainText('粤B·D67890 · XC')
  await button(page, '提交报修').click()
  await expect(visible(page, '.charging-repair__symptom .form-field__error')).toHaveText('请选择故障现象')
  await expect(visible(page, '.charging-repair__description .form-field__error')).toHaveText('请描述故障情况')

  await page.getByRole('radio', { name: '无法充电' }).click()
  await visible(page, '.charging-repair__description textarea').fill('插枪后桩体没有任何反应，屏幕不亮')
  await page.getByRole('radio', { name: '工作日晚上' }).click()
  await button(page, '提交报修').click()

  await expect(page).toHaveURL(/chargingStation\/list/)
  const first = visible(page, '.charging-card').first()
  await expect(first).toContainText('充电桩报修')
  await expect(first).toContainText('无法充电 · 粤B·D67890')
  await expect(first.locator('.charging-status')).toHaveText('待受理')
  const toggle = first.locator('[role="button"][aria-expanded]')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(first.locator('.steps-list__item--current')).toContainText('待受理')
  await expect(first).toContainText('方便联系：工作日晚上')

  // The desk finishes it (accepted, repairing, repaired); then it is rated once.
  const orders = await page.request.get(`${API}/lead/web/charging/orders?kind=repair&pageNo=1&pageSize=1&access_token=dev-token`)
  const id: number = (await orders.json()).data.list[0].id
  for (let i = 0; i < 3; i += 1) await page.request.post(`${API}/__admin/charging/repairs/${id}/advance`)
  await page.reload()
  await expect(first.locator('.charging-status')).toHaveText('已修复')
  await first.locator('taro-button-core.charging-card__rate').click()
  await expect(page).toHaveURL(new RegExp(`chargingStation/parity\\?kind=repair&id=${id}`))
  await expect(visible(page, '[role="heading"]').first()).toHaveText('充电桩报修')
  for (const name of ['响应速度', '维修质量', '服务态度']) await stars(page, name, name === '响应速度' ? 2 : 5).click()
  // Two stars: what went wrong is asked first.
  await button(page, '提交评价').click()
  await expect(visible(page, '.evaluation-form .form-field__error').first()).toBeVisible()
  await page.locator('[aria-label="遇到的问题"]:visible [role="checkbox"]', { hasText: '响应太慢' }).click()
  await button(page, '提交评价').click()
  await expect(page).toHaveURL(/chargingStation\/list/)
  await expect(first.locator('.charging-card__rated')).toHaveText('已评价')

  // A second rating: the page shows the first one read-only, and the server refuses another.
  await page.goto(`/pages/chargingStation/parity?kind=repair&id=${id}&token=dev-token`)
  await expect(visible(page, '.evaluation-form-once__done')).toHaveText('您已评价过，感谢反馈')
  await expect(visible(page, '.evaluation-form-summary__chip--problem')).toHaveText('响应太慢')
  await expect(page.locator('.evaluation-form:visible')).toHaveCount(0)
  const again = await page.request.post(`${API}/lead/web/charging/orders/repair/${id}/rating?access_token=dev-token`, {
    data: { scores: { response: 5, quality: 5, attitude: 5 }, tags: [], problems: [], comment: '', photos: [], anonymous: false },
  })
  expect(again.status()).toBe(409)
  expect((await again.json()).message).toBe('该订单已评价')
  expect(errors).toEqual([])
})

test('finished orders offer 去评价 (the rating of their kind), rated ones say 已评价; page 2 comes at the bottom', async ({ page }) => {
  await page.goto(`${LIST}?token=dev-token`)
  const cards = visible(page, '.charging-card')
  await expect(cards).toHaveCount(10)
  await expect(visible(page, '.charging-card__rated').first()).toHaveText('已评价')
  // Reach bottom: the rest of the 13.
  await cards.last().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 2000)
  await expect(cards).toHaveCount(13)
  const installed = cards.filter({ hasText: '充电桩安装申请' }).filter({ has: page.locator('.charging-status', { hasText: '已安装' }) })
  await installed.locator('taro-button-core.charging-card__rate').click()
  await expect(page).toHaveURL(/pages\/chargingStation\/parity\?kind=install&id=6101/)
})

test('logged out, the list asks to log in', async ({ page }) => {
  await page.goto(LIST)
  await expect(page.getByText('登录后查看充电桩安装与报修记录')).toBeVisible()
})
