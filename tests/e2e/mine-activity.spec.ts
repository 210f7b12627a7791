import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'
import { pick, sendLead, type } from './support/lead-form'
import { pullDown } from './support/pull-down'

const API = `http://127.0.0.1:${API_PORT}`
const PHONE_INVALID = '请输入正确的手机号（11位，以1开头，第二位为3-9）'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('a lead form with a bad phone says why and keeps everything; a good phone sends it', async ({ page }) => {
  const errors = watchErrors(page)
  let sent = 0
  page.on('request', (r) => {
    if (r.url().includes('/lead/web/lead/capture')) sent += 1
  })
  await page.goto('/package-mine/pages/user-information-capture/retain-capital?source=e2e')
  await type(page, '.lead-name', '张三')
  await type(page, '.lead-mobile', '12345678901')
  await pick(page, '.lead-model', '星驰 S9')
  await pick(page, '.lead-province', '北京市')
  await pick(page, '.lead-city', '北京市')
  await page.locator('.lead-consent__box').click()
  await page.locator('taro-button-core.lead-submit').click()

  await expect(page.locator('.lead-mobile .lead-field__error')).toHaveText(PHONE_INVALID)
  expect(sent).toBe(0)
  await expect(page.locator('.lead-name input')).toHaveValue('张三')
  await expect(page.locator('.lead-model .lead-field__value')).toHaveText('星驰 S9')

  await type(page, '.lead-mobile', '13912345678')
  await expect(page.locator('.lead-mobile .lead-field__error')).toHaveCount(0)
  await page.locator('taro-button-core.lead-submit').click()
  await expect(page.getByText('提交成功')).toBeVisible()
  await expect(page.locator('.lead-done__text')).toContainText('139****5678')
  expect(sent).toBe(1)
  expect(errors).toEqual([])
})

test('a failed lead submit keeps what was typed', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'POST', path: '/lead/web/lead/capture', status: 500, times: 1 } })
  await page.goto('/package-mine/pages/user-information-capture/retain-capital')
  await sendLead(page, { name: '李四', mobile: '13712345678', model: '云境 X5', province: '北京市', city: '北京市' })
  await expect(page.locator('.lead-failed')).toHaveText('提交失败：服务器内部错误（故障注入）。您填写的内容已保留，可重新提交。')
  await expect(page.locator('.lead-name input')).toHaveValue('李四')
  await expect(page.locator('.lead-mobile input')).toHaveValue('13712345678')
  await page.locator('taro-button-core.lead-submit').click()
  await expect(page.getByText('提交成功')).toBeVisible()
})

test('without consent or city the form names what is missing', async ({ page }) => {
  await page.goto('/package-mine/pages/user-information-capture/retain-capital')
  await page.locator('taro-button-core.lead-submit').click()
  await expect(page.locator('.lead-name .lead-field__error')).toHaveText('请输入姓名')
  await expect(page.locator('.lead-mobile .lead-field__error')).toHaveText('请输入手机号')
  await expect(page.locator('.lead-city .lead-field__error')).toHaveText('请选择所在城市')
  await expect(page.locator('.lead-consent .lead-field__error')).toHaveText('请阅读并同意《个人信息保护声明》')
})

test('recommending a friend to buy shows in the car records after a pull-down', async ({ page }) => {
  await page.goto('/package-mine/pages/invite-record-car/invite-record-car?token=dev-token')
  const names = page.locator('.invite-record-item__name')
  await expect(names).toHaveCount(3)

  const form = await page.context().newPage()
  await form.goto('/package-mine/pages/invite-buy/invite-buy?activityId=401')
  await expect(form.locator('.invite-recommend-header__name')).toHaveText('推荐购车 赢万元好礼')
  await type(form, '.lead-name', '吴敏')
  await type(form, '.lead-mobile', '13655556666')
  await pick(form, '.lead-model', '星驰 S7')
  await pick(form, '.lead-province', '北京市')
  await pick(form, '.lead-city', '北京市')
  await pick(form, '.lead-dealer', '星驰汽车北京海淀体验中心')
  await form.locator('taro-button-core.lead-submit').click()
  await expect(form.getByText('推荐成功')).toBeVisible()
  await expect(form.locator('.invite-stats__value').first()).toHaveText('4')
  await form.close()

  await pullDown(page, page.locator('.pull-refresh'))
  await expect(names).toHaveCount(4)
  await expect(names.first()).toContainText('吴敏 136****6666')
})

test('a friend opens the recommend-purchase link, sends the form, and the inviter sees it after a pull-down', async ({ page, browser }) => {
  await page.goto('/package-mine/pages/invite-record-car/invite-record-car?token=dev-token')
  const names = page.locator('.invite-record-item__name')
  await expect(names).toHaveCount(3)

  // The friend's own phone: no token, nothing of the inviter's in storage.
  const friend = await browser.newContext()
  const form = await friend.newPage()
  const errors = watchErrors(form)
  await form.goto('/package-activity/pages/recommend-purchase/index?accountId=1&scene=401-1-seed01')
  await expect(form.locator('.invite-recommend-header__inviter')).toHaveText('车主小王 邀请你参加')
  await sendLead(form, { name: '郑爽', mobile: '13722223333', model: '星驰 S9', province: '广东省', city: '深圳市' })
  await expect(form.locator('.lead-done__title')).toHaveText('提交成功')
  await expect(form.locator('.lead-done__text')).toContainText('星驰汽车深圳南山店')
  expect(errors).toEqual([])
  await friend.close()

  await pullDown(page, page.locator('.pull-refresh'))
  await expect(names).toHaveCount(4)
  await expect(names.first()).toContainText('郑爽 137****3333')
})

test('registering for an activity once, and a full activity offers no form', async ({ page }) => {
  await page.goto('/package-mine/pages/activity-detail/activity-detail?hash=spring-ride-2025&token=dev-token')
  await expect(page.locator('.activity-info__name')).toHaveText('春日试驾嘉年华')
  await expect(page.locator('.lead-name input')).toHaveValue('车主小王')
  await page.locator('[aria-label="增加同行人数"]').click()
  await page.locator('taro-button-core.lead-submit').click()
  await expect(page.getByText('你已报名该活动')).toBeVisible()
  await expect(page.locator('.activity-records__name').first()).toHaveText('春日试驾嘉年华')
  await expect(page.locator('.activity-info__line', { hasText: '名额' })).toContainText('已报名 3 / 200 人')

  await page.goto('/package-mine/pages/activity-detail/activity-detail?hash=camp-night-2025')
  await expect(page.locator('.activity-info__closed')).toHaveText('报名人数已满')
  await expect(page.locator('taro-button-core.lead-submit')).toHaveCount(0)
})
