import { MINE_ENTRIES } from '@/features/mine'
import { findRoute } from '@/routes'

const urls = MINE_ENTRIES.flatMap((g) => g.entries.map((e) => e.url))

test('every entry opens a non-tab page of the route table', () => {
  for (const url of urls) {
    const route = findRoute(url)
    expect(route).toBeDefined()
    expect(route?.tab).toBeFalsy()
  }
  expect(new Set(urls).size).toBe(urls.length)
})

test('the personal centre reaches every area the spec lists for it', () => {
  const expected = [
    '/package-mine/pages/sign-in/sign-in',
    '/package-mine/pages/invite-nav/invite-nav',
    '/package-mine/pages/creator-center/index',
    '/package-mine/pages/partner-center/index',
    '/package-mine/pages/auth-info-page/index',
    '/package-mine/pages/lottery-page/record-page',
    '/pages/welfare/check',
    '/pages/chargingStation/list',
    '/package-car/pages/maintenance-history/index',
    '/package-car/pages/service-progress-list/service-progress-list',
    '/package-survey/pages/survey-list/survey-list',
    '/package-survey/pages/evaluation/evaluation',
    '/package-car/pages/specifications-lifetime-warranty/index',
    '/package-car/pages/other-car/index',
    '/package-mine/pages/chargingStation/notice',
    '/pages/infoCollect/infoCollect',
    '/package-car/pages/share-list/share-list',
    '/package-mine/pages/agreement/agreement?kind=user',
    '/package-mine/pages/agreement/agreement?kind=privacy',
    '/package-mall/pages/address-list/index',
    '/package-mall/pages/coupons/index',
    '/package-mall/pages/cart/index',
    '/package-mall/pages/order-list/index',
  ]
  for (const url of expected) expect(urls).toContain(url)
})

test('every entry has a one-character glyph and a title', () => {
  for (const e of MINE_ENTRIES.flatMap((g) => g.entries)) {
    expect([...e.glyph]).toHaveLength(1)
    expect(e.title.length).toBeGreaterThan(1)
  }
})
