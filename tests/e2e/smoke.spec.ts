import { expect, test } from '@playwright/test'
import { routeQuery } from '../../mock/seed/route-queries'
import { ROUTES, MAIN } from '../../src/routes'
import { watchErrors } from './support/errors'

const navTitle = (page: import('@playwright/test').Page) => page.locator('.nav-bar__title:visible')

test('the entry page opens at /', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/')
  await expect(navTitle(page)).toHaveText(ROUTES[0].title)
  expect(errors).toEqual([])
})

test('both tabs switch through the tab bar', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/pages/car/car')
  await expect(navTitle(page)).toHaveText('首页')
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await expect(page).toHaveURL(/\/pages\/mine\/mine/)
  await expect(navTitle(page)).toHaveText('我的')
  await page.locator('.weui-tabbar__item', { hasText: '首页' }).click()
  await expect(page).toHaveURL(/\/pages\/car\/car/)
  await expect(navTitle(page)).toHaveText('首页')
  expect(errors).toEqual([])
})

// Landed off a tab page, the tab bar is made only when the first tab page shows
// (src/core/boot/late-tab-bar.ts); it must then work as if it had been there from the start.
test('the tab bar appears with the first tab page after a landing elsewhere', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/')
  await expect(navTitle(page)).toHaveText(ROUTES[0].title)
  await expect(page.locator('taro-tabbar')).toHaveCount(0)
  // Every page draws its own bar: Taro's is never made (src/core/boot/late-tab-bar.ts), the title still set.
  await expect(page.locator('#taro-navigation-bar')).toHaveCount(0)
  await expect(page).toHaveTitle(ROUTES[0].title)
  await page.getByRole('button', { name: /进入首页/ }).click()
  await expect(page).toHaveURL(/\/pages\/car\/car/)
  await expect(page.locator('.weui-tabbar__item', { hasText: '首页' })).toBeVisible()
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await expect(page).toHaveURL(/\/pages\/mine\/mine/)
  // Taro's router takes the magazine's page out with its 300 ms page animation (page.js unload: a
  // timer, behind the tabs at z-index 1); a busy machine saw it still there: wait for it to go.
  await expect(navTitle(page)).toHaveCount(1)
  await expect(navTitle(page)).toHaveText('我的')
  await expect(page.locator('.weui-bar__item_on')).toHaveText('我的')
  expect(errors).toEqual([])
})

// One page of every subpackage, opened directly (with its seeded query: a page opened without
// the argument it needs says so, and logs it), renders inside the shell.
const firstOfEachPackage = ROUTES.filter((r, i) => r.pkg !== MAIN && ROUTES.findIndex((o) => o.pkg === r.pkg) === i)

for (const route of firstOfEachPackage) {
  test(`subpackage ${route.pkg} opens ${route.path}`, async ({ page }) => {
    const errors = watchErrors(page)
    // openUrlLink sends the browser on to WeChat's URL Link: stopped there, the page stays.
    await page.route('https://wxaurl.cn/**', (r) => r.abort('aborted'))
    const query = routeQuery(route.path)
    await page.goto(`/${route.path}${query ? `?${query}` : ''}`)
    // A detail page opened on its record may title itself with the record's name.
    if (query) await expect(navTitle(page)).not.toHaveText('')
    else await expect(navTitle(page)).toHaveText(route.title)
    expect(errors).toEqual([])
  })
}
