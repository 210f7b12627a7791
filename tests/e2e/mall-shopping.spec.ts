import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/*
 * The points mall on the production H5 build against the dev API server (issue 6): categories
 * -> goods detail -> SKU -> cart -> quantity -> coupon -> address, as the seeded user 1.
 */
const API = `http://127.0.0.1:${API_PORT}`
const SEAT_COVER = '星驰真皮座椅套' // goods 1002: 颜色 曜石黑 / 星云灰 / 月光白, payType 4
const GREY_SKU = 100202

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

const badge = (page: Page) => page.getByTestId('cart-badge')

test('categories -> goods detail -> SKU -> add to cart -> cart -> quantity', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/category-list/category-list?token=dev-token')
  await expect(page.locator('.points-bar__value')).toHaveText(/^\d+$/)
  await page.locator('.category-browser__root', { hasText: '车载精品' }).click()
  await page.locator('.goods-card', { hasText: SEAT_COVER }).click()

  await expect(page).toHaveURL(/\/package-mall\/pages\/goods-detail\/index\?id=1002/)
  await expect(page.locator('.goods-summary__name')).toHaveText(SEAT_COVER)
  // Seeded cart of user 1 holds 5 pieces.
  await expect(badge(page)).toHaveText('5')
  await expect(page.locator('.goods-summary__points')).toContainText(/积分价 ¥\d+\.\d{2} \+ \d+积分 起/)

  await page.locator('taro-button-core.buy-bar__add').click()
  const confirm = page.locator('taro-button-core.sku-sheet__confirm')
  await expect(confirm).toHaveText('请选择 颜色')
  await page.locator('.sku-sheet__value', { hasText: '星云灰' }).click()
  await expect(page.locator('.sku-sheet__chosen')).toHaveText('已选：星云灰')
  await expect(page.locator('.sku-sheet__stock')).toHaveText(/^库存 \d+ 件$/)
  const added = page.waitForResponse((r) => r.url().includes('/web/app/cart-item/add') && r.request().method() === 'POST')
  await confirm.click()
  expect((await added).status()).toBe(200)
  await expect(badge(page)).toHaveText('6')

  await page.locator('.buy-bar__cart').click()
  await expect(page).toHaveURL(/\/package-mall\/pages\/cart\/index/)
  const line = page.locator(`.cart-line[data-sku-id="${GREY_SKU}"]`)
  await expect(line).toContainText(SEAT_COVER)
  await expect(line.locator('.cart-line__sku')).toHaveText('星云灰')
  await expect(line.locator('input')).toHaveValue('1')
  const before = await page.locator('.cart-footer__amount').textContent()

  const changed = page.waitForResponse((r) => r.url().includes('/web/app/cart-item/quantity'))
  await line.locator('.stepper__plus').click()
  expect((await changed).status()).toBe(200)
  await expect(line.locator('input')).toHaveValue('2')
  await expect(page.locator('.cart-footer__amount')).not.toHaveText(before ?? '')
  expect(errors).toEqual([])
})

test('a coupon is received on the detail page and shows up under my unused coupons', async ({ page }) => {
  // Goods 1025 is in 保养套餐 (category 41): the 保养套餐券 applies, three per user, 30 days from receipt.
  await page.goto('/package-mall/pages/goods-detail/index?id=1025&token=dev-token')
  const card = page.locator('.coupon-card', { hasText: '保养套餐券' })
  await expect(card).toContainText('满399元可用')
  await expect(card).toContainText('每人限领3张')
  await expect(card).toContainText('领取后30天内有效')
  const button = card.locator('taro-button-core')
  await expect(button).toHaveText('立即领取')
  const received = page.waitForResponse((r) => r.url().includes('/api/v1/app/coupons/6/receive'))
  await button.click()
  expect((await received).status()).toBe(200)
  await expect(card).toContainText('已领 1 张')
  await expect(button).toHaveText('再领一张')

  await page.goto('/package-mall/pages/coupons/index')
  await expect(page.locator('.coupon-card', { hasText: '保养套餐券' })).toContainText(/有效期 \d{4}\.\d{2}\.\d{2}-\d{4}\.\d{2}\.\d{2}/)
})

test('an address is added with the region picker, made default, and becomes the ship-to address', async ({ page }) => {
  await page.goto('/package-mall/pages/address-list/index?token=dev-token')
  await expect(page.locator('.address-card')).toHaveCount(2)
  await page.locator('taro-button-core.address-list-page__add').click()
  await expect(page).toHaveURL(/address-edit\/index/)

  await page.locator('.address-form__name input').fill('李雷')
  await page.locator('.address-form__mobile input').fill('1234')
  await page.locator('taro-button-core.address-form__save').click()
  await expect(page.locator('.address-form__error').first()).toBeVisible()
  await expect(page.getByText('请输入正确的手机号（11位，以1开头，第二位为3-9）').first()).toBeVisible()
  // What was typed is still there after the refused save.
  await expect(page.locator('.address-form__name input')).toHaveValue('李雷')

  await page.locator('.address-form__mobile input').fill('13912345678')
  await page.locator('.address-form__region').click()
  for (const name of ['广东省', '深圳市', '南山区']) await page.locator('.region-picker__option', { hasText: name }).click()
  await expect(page.locator('.address-form__region')).toHaveText('广东省 深圳市 南山区')
  await page.locator('.address-form__detail input').fill('科技园南区 8 栋 1201')
  await page.locator('taro-button-core.address-form__save').click()

  await expect(page).toHaveURL(/address-list\/index/)
  const mine = page.locator('.address-card', { hasText: '李雷' })
  await expect(mine).toContainText('广东省 深圳市 南山区 科技园南区 8 栋 1201')
  await mine.locator('.address-card__default').click()
  await expect(mine.locator('.address-card__default')).toHaveText('默认地址')
  await expect(page.locator('.address-card').first()).toContainText('李雷')

  await page.goto('/package-mall/pages/cart/index')
  await expect(page.locator('.ship-to-bar__value')).toHaveText('广东省 深圳市 南山区')
})

test('deleting a cart line asks first and the line goes', async ({ page }) => {
  await page.goto('/package-mall/pages/cart/index?token=dev-token')
  const line = page.locator('.cart-line[data-sku-id="100301"]')
  await expect(line).toBeVisible()
  await line.locator('.cart-line__delete').click()
  await expect(page.getByText('确定从购物车删除这件商品吗？')).toBeVisible()
  await page.getByText('删除', { exact: true }).last().click()
  await expect(line).toHaveCount(0)
})

test('the selected lines are deleted from the list head, after asking; the footer keeps the total clear of 全选', async ({ page }) => {
  await page.goto('/package-mall/pages/cart/index?token=dev-token')
  const action = page.getByRole('button', { name: /^删除所选 \(\d+\)$/ })
  await expect(action).toBeVisible()
  const count = Number((await action.textContent())?.match(/\d+/)?.[0])
  // The footer's pieces stand side by side: the total starts right of 全选.
  const all = await page.locator('.cart-footer__all').boundingBox()
  const sum = await page.locator('.cart-footer__total').boundingBox()
  expect(sum!.x).toBeGreaterThanOrEqual(all!.x + all!.width)
  await action.click()
  await expect(page.getByText(`确定从购物车删除这 ${count} 种商品吗？`)).toBeVisible()
  await page.getByText('删除', { exact: true }).last().click()
  await expect(page.locator('.cart-line .cart-check--on')).toHaveCount(0)
  await expect(action).toHaveCount(0)
})
