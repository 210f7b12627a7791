import { allServices, MINE_ENTRIES, SERVICE_GROUPS } from '@/features/mine'
import { findRoute, paths } from '@/routes'

const urls = MINE_ENTRIES.flatMap((g) => g.entries.map((e) => e.url))
const serviceUrls = allServices(301).flatMap((g) => g.entries.map((e) => e.url))

test('every entry opens a non-tab page of the route table', () => {
  for (const url of serviceUrls) {
    const route = findRoute(url)
    expect(route).toBeDefined()
    expect(route?.tab).toBeFalsy()
  }
  expect(new Set(serviceUrls).size).toBe(serviceUrls.length)
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
  for (const e of allServices(301).flatMap((g) => g.entries)) {
    expect([...e.glyph]).toHaveLength(1)
    expect(e.title.length).toBeGreaterThan(1)
  }
})

test("全部服务 holds mine's groups, unchanged and in order, then 品牌与活动; mine's first group leads there", () => {
  expect(SERVICE_GROUPS.slice(0, MINE_ENTRIES.length).map((g) => g.entries)).toEqual(MINE_ENTRIES.map((g) => g.entries))
  expect(SERVICE_GROUPS.map((g) => g.title)).toEqual([...MINE_ENTRIES.map((g) => g.title), '品牌与活动'])
  expect(MINE_ENTRIES[0].more).toEqual({ title: '全部服务', url: paths.services() })
  expect(MINE_ENTRIES.slice(1).every((g) => !g.more)).toBe(true)
  // The first row stays the most used (existing flows tap them).
  expect(MINE_ENTRIES[0].entries.slice(0, 4).map((e) => e.title)).toEqual(['每日签到', '邀请好友', '中奖记录', '问卷调查'])
})

test('品牌与活动 reaches the brand pages, and the running lottery only when one runs', () => {
  const brand = (groups: ReturnType<typeof allServices>) => groups.find((g) => g.title === '品牌与活动')!.entries.map((e) => e.url)
  expect(brand(allServices())).toEqual([paths.museum(), paths.yearlyReport(), paths.teamRanking(), paths.mutualHelp(), paths.activityHub()])
  expect(brand(allServices(301))).toEqual([...brand(allServices()), paths.lottery(301)])
  expect(allServices()).toBe(SERVICE_GROUPS)
})
