// Every route of src/routes.ts opens in the built mini-program with its compile mode's query
// (seeded ids and the dev token), renders, and throws nothing: each screen shows the seeded
// record or the form it exists for (MAIN_TEXT), with no error view,
// no error toast and no redirect (a refused token would send to login).
import { routeQuery } from '../../mock/seed/route-queries'
import { ROUTES } from '../../src/routes'
import { MAIN_TEXT, WEBVIEW } from '../support/route-main-text'
import { DEV_TOKEN, harnessPerFile } from './harness'

const harness = harnessPerFile()

test('every screen names its main text', () => {
  const screens = ROUTES.filter((r) => r.path !== WEBVIEW).map((r) => r.path)
  expect(screens.filter((path) => !MAIN_TEXT[path])).toEqual([])
})

test.each(ROUTES.map((route) => [route.path, route]))('%s renders', async (_path, route) => {
  const query = [routeQuery(route.path), `token=${DEV_TOKEN}`].filter(Boolean).join('&')
  const page = await harness.launch(route.path, query)
  if (route.path === WEBVIEW) {
    // Only a web-view: the page shown is the one its compile mode's url names.
    expect(page.text()).toContain('车主指南')
    expect(page.find('web-view').map((node) => page.attributes(node).src)).toEqual(['https://h5.ev-brand.cn/owner/guide'])
  } else {
    await page.waitForText(MAIN_TEXT[route.path])
    await page.settle()
    expect(page.text()).not.toContain('加载失败')
    expect(page.mp.state.toasts).toEqual([])
    expect(page.mp.state.navigations).toEqual([])
  }
  expect(page.mp.errors).toEqual([])
  // React reports a render error it caught, and the app its failures, on console.error.
  expect(page.mp.logs.filter((line) => line.startsWith('error:'))).toEqual([])
  expect(page.mp.state.missing).toEqual([])
})
