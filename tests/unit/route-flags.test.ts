import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROUTES } from '@/routes'

/*
 * A Taro page hook works in the mini-program only when its page's config turns it on, and
 * app.config.ts takes those switches from src/routes.ts: a page that reaches usePullDownRefresh
 * (PullRefresh) needs `refresh`, one that reaches useShareAppMessage / useShareTimeline needs
 * `share`. Without them pull-down does nothing and the share sheet shares a bare page. The other
 * way round, a built page with `refresh` and no hook shows a spinner that never stops.
 * tests/support/page-scan.js follows each page's imports.
 */
const root = path.resolve(__dirname, '../..')
const pageFile = (route: string) => ['.tsx', '.ts'].map((ext) => `src/${route}${ext}`).find((file) => fs.existsSync(path.join(root, file)))!

interface PageHooks {
  hooks: string[]
}

let found: Record<string, PageHooks> = {}

beforeAll(() => {
  const script = path.join(__dirname, '../support/page-scan.js')
  const files = ROUTES.map((r) => pageFile(r.path))
  found = JSON.parse(execFileSync(process.execPath, [script], { input: JSON.stringify(files), encoding: 'utf8' })) as Record<string, PageHooks>
}, 120_000)

const hooksOf = (route: string) => found[pageFile(route)].hooks

test('every route has its page file', () => {
  for (const r of ROUTES) expect([r.path, pageFile(r.path)]).toEqual([r.path, expect.stringMatching(/^src\//)])
})

test('a page that pulls down to refresh has `refresh` on its route', () => {
  const missing = ROUTES.filter((r) => hooksOf(r.path).includes('usePullDownRefresh') && !r.refresh).map((r) => r.path)
  expect(missing).toEqual([])
})

test('a page with share handlers has `share` on its route', () => {
  const missing = ROUTES.filter((r) => hooksOf(r.path).some((h) => h.startsWith('useShare')) && !r.share).map((r) => r.path)
  expect(missing).toEqual([])
})

// Not for `share`: with no handler WeChat shares the page as it is (the entry page relies on it).
test('a page with `refresh` on its route pulls down: else the spinner never stops', () => {
  expect(ROUTES.filter((r) => r.refresh && !hooksOf(r.path).includes('usePullDownRefresh')).map((r) => r.path)).toEqual([])
})

test('the scan sees the hooks it looks for: mine pulls down, the goods page shares', () => {
  expect(hooksOf('pages/mine/mine')).toContain('usePullDownRefresh')
  expect(hooksOf('package-mall/pages/goods-detail/index')).toContain('useShareAppMessage')
  expect(hooksOf('pages/car/car')).not.toContain('usePullDownRefresh')
})
