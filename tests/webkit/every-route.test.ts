/*
 * Every route of src/routes.ts opened in WebKit (WebKitGTK's MiniBrowser, the engine of iOS
 * WeChat's browser), as the Chromium run does (tests/e2e/every-route.spec.ts): with its seeded
 * query and the dev token, it shows its seeded record, no error view, and no uncaught error or
 * unhandled rejection, and passes the same layout check (tests/support/layout-check.ts). A
 * Safari-only break (a syntax WebKit lacks, an API it does not have, a control in WebKit's own
 * look) fails here.
 */
import { routeQuery } from '../../mock/seed/route-queries'
import { ROUTES } from '../../src/routes'
import { layoutProblems } from '../support/layout-check'
import { mainTextH5 } from '../support/route-main-text'
import { WebKitPage } from './support/driver'
import { appUrl, pageErrors, resetData } from './support/app'

let page: WebKitPage

beforeAll(async () => {
  page = await WebKitPage.open()
})
afterAll(() => page.close())

// openUrlLink sends the browser on to WeChat's URL Link at once; its own screen is checked in
// Chromium, where that address can be stopped (WebDriver cannot stop a request).
const LEAVES_THE_APP = new Set(['pages/openUrlLink/index'])

describe.each(ROUTES.filter((route) => !LEAVES_THE_APP.has(route.path)).map((route, index) => [route.path, index]))('%s', (path, index) => {
  test('opens in WebKit with its seeded record, no uncaught error and the app\'s one look', async () => {
    await resetData()
    await page.goto(appUrl(index === 0 ? '/' : `/${path}`, routeQuery(path)))
    await page.until('a title in the navigation bar', () =>
      Array.from(document.querySelectorAll('.nav-bar__title')).some((e) => e.getBoundingClientRect().height > 0 && /\S/.test(e.textContent ?? '')),
    )
    const main = mainTextH5(path)
    if (main) await page.seeText(main)
    expect(await page.text()).not.toContain('加载失败')
    expect(await pageErrors(page)).toEqual([])
    expect(await page.run<string[]>(layoutProblems)).toEqual([])
  })
})
