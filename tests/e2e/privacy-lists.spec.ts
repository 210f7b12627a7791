import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/*
 * The privacy lists on the production H5 build against the dev API server: the third-party share
 * list by scenario, a party's privacy policy in the app's web view, and the collected list, which
 * comes from the same source and names the same parties. Both are public: no token.
 */
const API = `http://127.0.0.1:${API_PORT}`
const SHARE_LIST = '/package-car/pages/share-list/share-list'
const POLICY = 'https://lbs.qq.com/userAgreements/agreements/privacy'
const SCENARIOS = ['地图定位', '登录与安全', '支付', '消息推送', '分享', '预约与车辆服务', '社区发布']

test.beforeEach(async ({ request, page }) => {
  await request.post(`${API}/__reset`)
  // No internet here: the party's site answers from the test, so the frame loads without errors.
  await page.route('https://lbs.qq.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>隐私政策</title><p>腾讯位置服务隐私政策</p>' }),
  )
})

test('the share list is grouped by scenario; a privacy policy opens in the web view with its url', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(SHARE_LIST)
  await expect(page.locator('.privacy-section__title')).toHaveText(SCENARIOS)
  const location = page.locator('.privacy-section').filter({ hasText: '地图定位' })
  await expect(location.locator('.privacy-share__party')).toHaveText(['腾讯位置服务 SDK'])
  await expect(location.locator('.privacy-share__field')).toHaveText(['精确位置', '网络信息（IP 地址、网络类型）'])
  await expect(location).toContainText('SDK（第三方代码在本应用内收集）')
  await expect(location).toContainText('Dataprivacy@tencent.com')
  const payment = page.locator('.privacy-section').filter({ hasText: '支付' })
  await expect(payment.locator('.privacy-share__party')).toHaveText(['微信支付 SDK', '支付宝 SDK'])

  await location.getByText('查看腾讯位置服务 SDK隐私政策').click()
  await expect(page).toHaveURL(/\/pages\/webview-h5\/webview-h5\?url=/)
  await expect(page.locator('iframe.web-frame:visible')).toHaveAttribute('src', POLICY)
  await expect(page.locator('.nav-bar__title:visible')).toHaveText('腾讯位置服务 SDK隐私政策')
  expect(errors).toEqual([])
})

test('the collected list names a party of the share list as the receiver of what it collects', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(SHARE_LIST)
  const party = page.locator('.privacy-section').filter({ hasText: '地图定位' }).locator('.privacy-share__party')
  await expect(party).toHaveText('腾讯位置服务 SDK')
  const name = (await party.textContent())!

  await page.getByText('查看个人信息收集清单').click()
  await expect(page).toHaveURL(/\/pages\/infoCollect\/infoCollect/)
  await expect(page.locator('.privacy-section__title:visible')).toHaveText(SCENARIOS)
  const position = page.locator('.privacy-item:visible').filter({ hasText: '精确位置' })
  await expect(position.locator('.privacy-item__receivers')).toHaveText(`提供给第三方：${name}`)
  await expect(position.locator('.privacy-item__need')).toHaveText('可选')
  await expect(page.locator('.privacy-item__receivers:visible', { hasText: '不提供给第三方' }).first()).toBeVisible()
  expect(errors).toEqual([])
})
