import { expect, test } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { button, expectTwoDecimals, shownDistances, stored, title, visible } from './support/buyer'

/*
 * Dealer pages on the H5 build: the fault switch on the dealer list (error, retry, recovery),
 * spec §4 location wiring (refused -> a visible hint, distances from the fallback), search,
 * and the type=1 restore of the saved dealer.
 */
const API = `http://127.0.0.1:${API_PORT}`
const DEALERS = '/lead/web/car-service/yike/getDealerInfo'
const STORES = '/package-car/pages/choice-stores/choice-stores'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

test.describe('with the position allowed', () => {
  test.use({ geolocation: { latitude: 22.5329, longitude: 113.9304 }, permissions: ['geolocation'] })

  test('a failing dealer list shows an error with retry, and recovers after it', async ({ page, request }) => {
    await request.post(`${API}/__faults`, { data: { method: 'GET', path: DEALERS, status: 500 } })
    await page.goto(STORES)
    await expect(title(page, '选择门店')).toBeVisible()
    const alert = visible(page, '.paged-list-state[role="alert"]')
    await expect(alert).toContainText('加载失败')
    await expect(alert).toContainText('服务器内部错误（故障注入）')
    await expect(visible(page, '.dealer-card')).toHaveCount(0)
    // Still failing: retrying keeps the error.
    await button(page, '重新加载').click()
    await expect(alert).toContainText('加载失败')

    await request.delete(`${API}/__faults`)
    await button(page, '重新加载').click()
    await expect(visible(page, '.dealer-card').first()).toContainText('星驰汽车深圳南山店')
    await expect(alert).toHaveCount(0)
    await expect(visible(page, '.city-bar__name')).toHaveText('深圳市')
  })

  test('search by name within a province and its cities, with city showrooms', async ({ page }) => {
    await page.goto(STORES)
    await page.getByRole('button', { name: '搜索经销商' }).click()
    await expect(title(page, '查找经销商')).toBeVisible()
    // Opens on the user's province and city.
    await expect(page.getByRole('button', { name: '广东省', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: '深圳市', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(visible(page, '.dealer-card')).toHaveCount(2)
    await expect(visible(page, '.dealer-card').filter({ hasText: '南山店' })).toContainText('展厅 · 星驰汽车深圳宝安展厅')
    // The whole province, then a name.
    await page.getByRole('button', { name: '全部', exact: true }).click()
    await expect(visible(page, '.dealer-card')).toHaveCount(5)
    await visible(page, '.search-bar__input input').fill('番禺')
    await expect(visible(page, '.dealer-card')).toHaveCount(1)
    await expect(visible(page, '.dealer-card')).toContainText('星驰汽车广州番禺店')
    await visible(page, '.search-bar__input input').fill('不存在的店')
    await expect(page.getByText('没有找到“不存在的店”相关的经销商')).toBeVisible()
    // Another province.
    await visible(page, '.search-bar__input input').fill('')
    await page.getByRole('button', { name: '浙江省', exact: true }).click()
    await expect(visible(page, '.dealer-card')).toHaveCount(3)
    await visible(page, '.dealer-card').filter({ hasText: '滨江店' }).locator('taro-button-core', { hasText: '选择' }).click()
    await expect(title(page, '选择门店')).toBeVisible()
    expect(await stored<{ dealerCode: string }>(page, 'selectedDealer')).toMatchObject({ dealerCode: 'EV-HZ-001' })
  })
})

test.describe('with the position refused', () => {
  test.use({ permissions: [] })

  test('the fallback position is used with a visible hint, and distances still order the list', async ({ page }) => {
    await page.goto(STORES)
    const hint = visible(page, '.location-hint')
    // Why (未授权位置信息 for a denial, 定位超时 for a prompt left open), then the fall-back.
    await expect(hint).toContainText('已按网络定位（北京市）估算距离')
    // The dev map host places 127.0.0.1 in Beijing, the spec's default city.
    await expect(visible(page, '.city-bar__name')).toHaveText('北京市')
    await expect(visible(page, '.dealer-card')).toHaveCount(3)
    const km = await shownDistances(page)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    await expectTwoDecimals(page)
  })

  test('with the map host down too, Beijing is the default and the hint says so', async ({ page, request }) => {
    await request.post(`${API}/__faults`, { data: { method: 'GET', path: '/map/ws/location/v1/ip', status: 500 } })
    await page.goto(STORES)
    await expect(visible(page, '.location-hint')).toContainText('已显示默认城市：北京')
    await expect(visible(page, '.city-bar__name')).toHaveText('北京市')
    await expect(visible(page, '.dealer-card').first()).toContainText('星驰汽车北京东城中心店')
  })
})

test('type=1 brings back the saved location and dealer on the test-drive page', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    const save = (key: string, data: unknown) => localStorage.setItem(key, JSON.stringify({ data }))
    save('location', { province: { code: '330000', name: '浙江省' }, city: { code: '330100', name: '杭州市' }, district: { code: '', name: '' } })
    save('currentPosition', { latitude: 30.2741, longitude: 120.1551 })
    save('selectedDealer', { id: 12, dealerCode: 'EV-HZ-002', dealerName: '星驰汽车杭州西湖店', provinceCode: '330000', provinceName: '浙江省', cityCode: '330100', cityName: '杭州市' })
  })
  await page.goto('/package-car/pages/test-drive/index?type=1')
  await expect(visible(page, '.td-form__value')).toHaveText('浙江省 杭州市')
  await expect(page.getByRole('radio', { name: /星驰汽车杭州西湖店/ })).toHaveAttribute('aria-checked', 'true')
})
