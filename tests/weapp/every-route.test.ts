// Every route of src/routes.ts opens in the built mini-program with its compile mode's query
// (seeded ids and the dev token), renders, and throws nothing: placeholders show NotBuiltYet,
// built screens their title in the navigation bar and more.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { routeQuery } from '../../mock/seed/route-queries'
import { ROUTES } from '../../src/routes'
import { DEV_TOKEN, harnessPerFile } from './harness'

const NOT_BUILT_TEXT = '页面建设中'
const WEBVIEW = 'pages/webview-h5/webview-h5'

/** Whether the page's source still renders the NotBuiltYet placeholder. */
function isPlaceholder(path: string): boolean {
  const file = ['.weapp.tsx', '.tsx'].map((ext) => join(__dirname, '../../src', `${path}${ext}`)).find(existsSync)
  return file ? readFileSync(file, 'utf8').includes('NotBuiltYet') : false
}

// Screens whose navigation bar shows the record they open instead of the route's title.
const MAIN_TEXT: Record<string, string> = {
  'package-community/pages/topic-detail/topic-detail': '#露营生活家',
  'package-home/pages/info-car-intro-detail/index': '星驰 S9',
  'package-home/pages/info-car-intro-detail-toApp/index': '星驰 S9',
}

const harness = harnessPerFile()

test.each(ROUTES.map((route) => [route.path, route]))('%s renders', async (_path, route) => {
  const query = [routeQuery(route.path), `token=${DEV_TOKEN}`].filter(Boolean).join('&')
  const page = await harness.launch(route.path, query)
  if (isPlaceholder(route.path)) {
    expect(page.text()).toContain(NOT_BUILT_TEXT)
  } else if (route.path === WEBVIEW) {
    // Only a web-view: the page shown is the one its compile mode's url names.
    expect(page.text()).toContain('车主指南')
    expect(page.find('web-view').map((node) => page.attributes(node).src)).toEqual(['https://h5.ev-brand.cn/owner/guide'])
  } else {
    const main = MAIN_TEXT[route.path] ?? route.title
    await page.waitForText(main)
    await page.settle()
    expect(page.text().replace(main, '').trim()).not.toBe('')
    expect(page.text()).not.toContain(NOT_BUILT_TEXT)
  }
  expect(page.mp.errors).toEqual([])
  // React reports a render error it caught, and the app its failures, on console.error.
  expect(page.mp.logs.filter((line) => line.startsWith('error:'))).toEqual([])
  expect(page.mp.state.missing).toEqual([])
})
