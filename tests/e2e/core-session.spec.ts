import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'

/*
 * Core runtime on the production H5 build against the dev API server (issue 4). Calls are
 * driven through `window.__app`, the test handle the app installs when the landing URL carries
 * `__e2e=1`; it runs the app's own request layer.
 */
const API = `http://127.0.0.1:${API_PORT}`
const ME = '/user/web/user/current/details'

interface Outcome {
  ok: boolean
  kind?: string
  message?: string
  status?: number
}

async function handle(page: Page) {
  await page.waitForFunction(() => !!window.__app)
}

function call(page: Page, opts: { path: string; timeout?: number }): Promise<Outcome> {
  return page.evaluate((o) => window.__app!.call({ domain: 'user', ...o }), opts)
}

/** Records every history entry the router writes whose URL is the login page. */
async function countLoginNavigations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __loginNavs: string[] }
    w.__loginNavs = []
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = window.history[name].bind(window.history)
      window.history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url && String(url).includes('/pages/login/index')) w.__loginNavs.push(String(url))
        return original(state, unused, url)
      }
    }
  })
  return () => page.evaluate(() => (window as unknown as { __loginNavs: string[] }).__loginNavs)
}

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
})

test('a ?token= is stored, stripped from the address bar, and sent as bearer header and access_token', async ({ page }) => {
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto('/pages/car/car?__e2e=1&token=dev-token')
  await handle(page)
  await expect(page).toHaveURL(/\/pages\/car\/car\?__e2e=1$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(JSON.stringify({ data: 'dev-token' }))

  const sent = page.waitForRequest((r) => r.url().includes(ME) && r.method() === 'GET')
  const outcome = await call(page, { path: '/web/user/current/details' })
  const request = await sent
  expect(new URL(request.url()).searchParams.get('access_token')).toBe('dev-token')
  expect(request.headers()['authorization']).toBe('Bearer dev-token')
  expect(request.headers()['accept-language']).toBe('zh-CN')
  expect(outcome.ok).toBe(true)

  // A reload keeps the session from storage; the address bar stays clean.
  await page.reload()
  await handle(page)
  expect(await page.evaluate(() => window.__app!.hasToken())).toBe(true)
  expect(page.url()).not.toContain('token=')
  expect(pageErrors).toEqual([])
})

test('five parallel calls answered 401 lead to exactly one login navigation', async ({ page }) => {
  const loginNavs = await countLoginNavigations(page)
  await page.goto('/pages/category-list/category-list?__e2e=1')
  await handle(page)
  const outcomes = await page.evaluate(() =>
    Promise.all([1, 2, 3, 4, 5].map(() => window.__app!.call({ domain: 'user', path: '/web/user/current/details' }))),
  )
  expect(outcomes).toEqual(Array(5).fill({ ok: false, kind: 'unauthorized', message: '未登录', status: 401 }))
  await expect(page).toHaveURL(/\/pages\/login\/index\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pages/category-list/category-list?__e2e=1')
  // Late answers must not navigate again.
  await page.waitForTimeout(1000)
  expect(await loginNavs()).toHaveLength(1)
  expect(await page.evaluate(() => localStorage.getItem('loginStatus'))).toBe(JSON.stringify({ data: false }))
})

test('status 601 (expired token) clears the token and opens login once', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: ME, status: 601 } })
  const loginNavs = await countLoginNavigations(page)
  await page.goto('/pages/category-list/category-list?__e2e=1&token=dev-token')
  await handle(page)
  const outcomes = await page.evaluate(() =>
    Promise.all([1, 2, 3].map(() => window.__app!.call({ domain: 'user', path: '/web/user/current/details' }))),
  )
  for (const o of outcomes) expect(o).toEqual({ ok: false, kind: 'unauthorized', message: '请重新登录', status: 601 })
  await expect(page).toHaveURL(/\/pages\/login\/index\?redirect=/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  expect(await loginNavs()).toHaveLength(1)
})

test('a call hung by the fault switch rejects with timeout when the time-out is shortened', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: ME, hang: true } })
  await page.goto('/pages/car/car?__e2e=1&token=dev-token')
  await handle(page)
  const started = Date.now()
  const outcome = await call(page, { path: '/web/user/current/details', timeout: 1500 })
  const elapsed = Date.now() - started
  expect(outcome).toEqual({ ok: false, kind: 'timeout', message: 'timeout' })
  expect(elapsed).toBeGreaterThanOrEqual(1400)
  expect(elapsed).toBeLessThan(10_000)
  // The user sees the Chinese toast for a time-out.
  await expect(page.getByText('请求超时')).toBeVisible()
})

test('a failing status toasts the server message', async ({ page, request }) => {
  await request.post(`${API}/__faults`, { data: { method: 'GET', path: ME, status: 500, times: 1 } })
  await page.goto('/pages/car/car?__e2e=1&token=dev-token')
  await handle(page)
  const outcome = await call(page, { path: '/web/user/current/details' })
  expect(outcome).toEqual({ ok: false, kind: 'status', message: '服务器内部错误（故障注入）', status: 500 })
  await expect(page.getByText('服务器内部错误（故障注入）')).toBeVisible()
})
