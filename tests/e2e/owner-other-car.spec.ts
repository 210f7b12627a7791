import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/*
 * Cars of other brands on the production H5 build against the dev API server (issue 15 item 4),
 * as the seeded user 1: cars 502 丰田 凯美瑞 (粤B·5T7Q9, newest) and 501 大众 帕萨特 (浙A·8K2M6,
 * with licence photo), and the activities 205, 206, 204 for owners of other brands.
 */
const API = `http://127.0.0.1:${API_PORT}`
const LIST = '/package-car/pages/other-car/index'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

const cars = (page: Page) => page.locator('.oc-car:visible')

async function pick(page: Page, field: string, option: string) {
  await page.locator(`${field} .form-field__row`).click()
  await page.locator('.form-option-sheet__option', { hasText: option }).first().click()
}

/** Fills the add form with a 丰田 卡罗拉 bought on 2022-06-18 and the plate `plate`. */
async function fill(page: Page, plate: string) {
  await pick(page, '.oc-form__brand', '丰田')
  await pick(page, '.oc-form__model', '卡罗拉')
  await page.locator('.oc-form__plate input').fill(plate)
  await page.locator('.oc-form__date input').fill('2022-06-18')
}

async function expectKept(page: Page, plate: string) {
  await expect(page.locator('.oc-form__brand .form-field__value')).toHaveText('丰田')
  await expect(page.locator('.oc-form__model .form-field__value')).toHaveText('卡罗拉')
  await expect(page.locator('.oc-form__plate input')).toHaveValue(plate)
  await expect(page.locator('.oc-form__date input')).toHaveValue('2022-06-18')
}

test('my two cars and the activities; add one after fixing a bad plate, then delete it with confirmation', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${LIST}?token=dev-token`)
  await expect(cars(page)).toHaveCount(2)
  await expect(cars(page).locator('.oc-car__plate')).toHaveText(['粤B·5T7Q9', '浙A·8K2M6'])
  await expect(cars(page).locator('.oc-car__model')).toHaveText(['丰田 凯美瑞', '大众 帕萨特'])
  await expect(cars(page).nth(1).locator('img')).toHaveAttribute('alt', '浙A·8K2M6 行驶证照片')
  const activities = page.locator('.oc-activity:visible')
  await expect(activities).toHaveCount(3)
  await expect(activities.locator('.oc-activity__kind')).toHaveText(['车主活动', '车主活动', '置换补贴'])
  await expect(activities.nth(2)).toContainText('至高 8000 元置换补贴')
  await expect(activities.nth(2).locator('.oc-activity__deadline')).toHaveText(/^报名截止 \d{4}\.\d{2}\.\d{2}$/)

  await page.locator('taro-button-core.oc-list__add:visible').click()
  await expect(page).toHaveURL(/\/package-car\/pages\/other-car\/add/)
  await fill(page, '粤i12345')
  await page.locator('taro-button-core.oc-form__save').click()
  await expect(page.locator('.oc-form__plate .form-field__error')).toHaveText('车牌号不能包含字母 I 和 O')
  await expectKept(page, '粤i12345')

  await page.locator('.oc-form__plate input').fill('粤b·3c5d7')
  await expect(page.locator('.oc-form__plate .form-field__error')).toHaveCount(0)
  await page.locator('taro-button-core.oc-form__save').click()

  await expect(page).toHaveURL(new RegExp(`${LIST}`))
  await expect(cars(page)).toHaveCount(3)
  const added = cars(page).first()
  await expect(added.locator('.oc-car__plate')).toHaveText('粤B·3C5D7')
  await expect(added.locator('.oc-car__model')).toHaveText('丰田 卡罗拉')
  await expect(added.locator('.oc-car__date')).toHaveText('购车日期 2022-06-18')
  await expect(added.locator('.oc-car__photo--none')).toHaveText('未上传行驶证')

  // Cancelling keeps it; confirming deletes it.
  await added.locator('taro-button-core.oc-car__delete').click()
  await expect(page.locator('.taro-modal__content')).toContainText('确定删除「丰田 卡罗拉 粤B·3C5D7」吗')
  await page.locator('.taro-model__cancel').click()
  await expect(cars(page)).toHaveCount(3)
  await added.locator('taro-button-core.oc-car__delete').click()
  await page.locator('.taro-model__confirm').click()
  await expect(cars(page)).toHaveCount(2)
  await expect(cars(page).locator('.oc-car__plate')).toHaveText(['粤B·5T7Q9', '浙A·8K2M6'])
  expect(errors).toEqual([])
})

test('a plate already added is refused by the server and the form keeps what was typed', async ({ page }) => {
  await page.goto('/package-car/pages/other-car/add?token=dev-token')
  await fill(page, '浙a·8k2m6')
  await page.locator('taro-button-core.oc-form__save').click()
  await expect(page.locator('.submit-bar__failure')).toHaveText('提交失败：该车牌已添加。您填写的内容已保留，可重新提交。')
  await expectKept(page, '浙a·8k2m6')
  await expect(page).toHaveURL(/\/package-car\/pages\/other-car\/add/)
})

test('an activity opens its registration page', async ({ page }) => {
  await page.goto(`${LIST}?token=dev-token`)
  await page.locator('.oc-activity:visible', { hasText: '老车换新 · 置换补贴' }).click()
  await expect(page).toHaveURL(/\/package-mine\/pages\/activity-detail\/activity-detail\?hash=trade-in-2025/)
  await expect(page.locator('.activity-info__name:visible')).toHaveText('老车换新 · 置换补贴')
})
