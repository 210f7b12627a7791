import { ROUTES } from '@/routes'
import { measuredRoutes, OPENED_FROM_OUTSIDE } from '../../../scripts/lighthouse-routes'

/** What `npm run lighthouse` opens: the landing routes and every route opened from outside (issue 42). */
const measured = measuredRoutes()
const base = (path: string) => path.split('?')[0].replace(/^\//, '')

test('every route opened from outside is measured, once', () => {
  const outside = [...ROUTES.filter((r) => r.entrance).map((r) => r.path), ...Object.keys(OPENED_FROM_OUTSIDE)]
  const paths = measured.map((r) => base(r.path))
  for (const path of outside) expect(paths).toContain(path)
  expect(new Set(measured.map((r) => r.path)).size).toBe(measured.length)
  expect(new Set(measured.map((r) => r.name)).size).toBe(measured.length)
})

test('the lead forms are measured as a friend opens them: logged out, with the sharer\'s scene', () => {
  const lead = (path: string) => measured.find((r) => base(r.path) === path)?.path ?? ''
  expect(lead('package-activity/pages/recommend-purchase/index')).toMatch(/[?&]scene=[\w-]+/)
  expect(lead('package-mine/pages/partner-center/retain-capital')).toMatch(/[?&]scene=\w+/)
  for (const path of ['package-activity/pages/recommend-purchase/index', 'package-mine/pages/partner-center/retain-capital', 'pages/book-browse/share']) {
    expect(lead(path)).not.toContain('token=')
  }
  // The user's own page back from WeChat Pay carries the session.
  expect(lead('package-mall/pages/pay-result/index')).toContain('token=dev-token')
})

test('each measured address, and each route said to be opened from outside, is a route of the app (the magazine at /)', () => {
  const known = new Set(['', ...ROUTES.map((r) => r.path)])
  expect(Object.keys(OPENED_FROM_OUTSIDE).filter((path) => !known.has(path))).toEqual([])
  expect(measured.map((r) => base(r.path)).filter((path) => !known.has(path))).toEqual([])
})
