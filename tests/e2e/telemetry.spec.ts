import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'

// Errors and slow screens reported (issue 41, src/core/telemetry): a screen that cannot render
// its answer arrives at the dev API server's telemetry log with its route and not its query, the
// magazine's LCP arrives when the page hides, and no report holds a token or a phone number. The
// sender is fetched once the page is idle and sends a batch a few seconds after its first report,
// or at once when the page hides (the dev tenant's sampleRate is 1: every report).

const API = `http://127.0.0.1:${API_PORT}`
const ORDER = '/package-car/pages/service-progress/service-progress'
const MAGAZINE = '/pages/book-browse/book-browse'
/** A phone number in the link (a query value), and the dev user's own, shown on some screens. */
const LINK_PHONE = '13912345678'
const USER_PHONE = '13800138000'
const RELEASE = (JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string }).version

interface Report {
  id: number
  kind: string
  route: string
  release: string
  platform: string
  sampleRate: number
  message?: string
  stack?: string
  where?: string
  name?: string
  value?: number
}

async function reports(request: APIRequestContext, kind?: string): Promise<Report[]> {
  const res = await request.get(`${API}/__admin/telemetry`, { params: kind ? { kind } : {} })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { list: Report[] } }).data.list
}

/** Nothing secret in any report the server holds. */
async function expectNothingSecret(request: APIRequestContext): Promise<void> {
  const all = await reports(request)
  for (const report of all) expect(report.route).not.toContain('?')
  const text = JSON.stringify(all)
  for (const secret of ['dev-token', LINK_PHONE, USER_PHONE, 'id=9001', 'access_token']) expect(text).not.toContain(secret)
}

/** The page goes hidden (as on a tab switch or a link out) and comes back: the sender flushes. */
function hideAndShow(page: Page): Promise<void> {
  return page.evaluate(() => {
    const set = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    }
    set('hidden')
    set('visible')
  })
}

test.beforeEach(async ({ request }) => {
  // Also empties the telemetry log.
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('a planted render error arrives with the route and without the query; no report holds a token or a phone', async ({ page, request }) => {
  // One answer of the wrong shape: the order screen throws while rendering it (screen-frame.spec.ts).
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: '/lead/web/car-service/orders/:id', wrongShape: true, times: 1 } })
  await page.goto(`${ORDER}?id=9001&from=${LINK_PHONE}&token=dev-token`)
  await expect(page.getByText('页面出错了')).toBeVisible()

  const caught = async () => (await reports(request, 'error')).filter((r) => r.where === 'screen')
  await expect.poll(async () => (await caught()).length, { timeout: 20_000 }).toBe(1)
  const [report] = await caught()
  expect(report).toMatchObject({ kind: 'error', route: ORDER, platform: 'h5', release: RELEASE, sampleRate: 1, where: 'screen' })
  expect(report.message).toMatch(/Error/)
  await expectNothingSecret(request)
})

test("the magazine's LCP arrives when the page hides; no report holds a token or a phone", async ({ page, request }) => {
  await page.goto(`${MAGAZINE}?token=dev-token&from=${LINK_PHONE}`)
  await expect(page.getByText('《星驰》驶向春天').first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  // web-vitals comes with the sender, once the page is idle: hide and show until it has reported.
  const lcp = async () => (await reports(request, 'vital')).filter((r) => r.name === 'LCP')
  await expect
    .poll(
      async () => {
        await hideAndShow(page)
        return (await lcp()).length
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBeGreaterThan(0)
  const [report] = await lcp()
  expect(report).toMatchObject({ kind: 'vital', name: 'LCP', route: MAGAZINE, platform: 'h5', release: RELEASE, sampleRate: 1 })
  expect(report.value).toBeGreaterThan(0)
  expect(report.value).toBeLessThan(60_000)
  // Reported once: LCP is final after the first hide.
  await hideAndShow(page)
  expect(await lcp()).toHaveLength(1)
  await expectNothingSecret(request)
})
