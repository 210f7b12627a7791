// Links the server configures (banners, floors, the sign-in banners, magazine pages) open pages
// the app has: a page link is '/<path>?<query>' of a route in src/routes.ts, read by the app's own
// linkTarget; a web link is https on a web-view host. The yearly report's banner shows in its
// season only, and the banner route answers the banners whose window holds now.
import type { Banner } from '../../types/api/domain'
import { seedFloorPages } from '../../mock/seed/floors'
import { seedBanners, seedMagazine } from '../../mock/seed/media'
import { signInBanners } from '../../mock/seed/mine-sign-in-banners'
import { DEFAULT_TENANT, frontConfig } from '../../mock/seed/tenants'
import { yearlySeason } from '../../mock/seed/yearly'
import { linkTarget } from '../../src/core/navigation/link-target'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const now = Date.now()
const webHosts = frontConfig(DEFAULT_TENANT, 'http://127.0.0.1')!.webviewHosts

/** [where, link] pairs, so a failure names the record. */
function expectPages(links: [string, string][]) {
  expect(links.length).toBeGreaterThan(0)
  for (const [where, link] of links) {
    if (link.startsWith('https://')) expect([where, webHosts]).toEqual([where, expect.arrayContaining([new URL(link).host])])
    else expect([where, link, linkTarget(link)?.path]).toEqual([where, link, expect.any(String)])
  }
}

test('every seeded banner opens a route of the app (page) or a web-view host (webview)', () => {
  const banners = seedBanners(now)
  for (const b of banners) expect(['page', 'webview']).toContain(b.linkType)
  expectPages(banners.map((b) => [`banner ${b.id}`, b.linkUrl]))
  // The car tab's first three stay first; the new home banners follow them.
  const home = banners.filter((b) => b.position === 'home').sort((a, b) => a.sort - b.sort)
  expect(home.map((b) => b.linkUrl)).toEqual([
    '/package-home/pages/info-car-intro-detail/index?id=2',
    '/package-car/pages/test-drive/index',
    '/package-mine/pages/lottery-page/lottery-detail?activityId=301',
    '/package-museum/hall',
    '/pages/teamPk/components/generalList',
    '/yearly-report/pages/index',
    '/pages/cusfloor/index?id=1501',
  ])
})

test("every floor's, sign-in banner's and magazine page's link opens a route of the app or a web-view host", () => {
  const floorLinks = seedFloorPages().flatMap((p) =>
    p.floors.flatMap((f) => {
      const row = f as { link?: string; items?: { link?: string }[] }
      return [row.link, ...(row.items ?? []).map((i) => i.link)].filter((l): l is string => typeof l === 'string').map((l): [string, string] => [`floor ${p.id}/${f.id}`, l])
    }),
  )
  expectPages(floorLinks)
  expectPages(signInBanners().map((b) => [`sign-in banner ${b.id}`, b.linkUrl]))
  // A magazine page without a link is a page to read, not a way anywhere.
  expectPages(seedMagazine(now).pages.filter((p) => p.linkUrl).map((p) => [`magazine page ${p.id}`, p.linkUrl]))
})

test("the yearly report's banner: from Dec 15 of the report year to the end of January after it", () => {
  const at = (day: string) => Date.parse(`${day}T12:00:00+08:00`)
  const yearly = (day: string) => seedBanners(at(day)).find((b) => b.linkUrl === '/yearly-report/pages/index')!
  const inSeason = (day: string) => {
    const b = yearly(day)
    return Date.parse(b.startTime) <= at(day) && at(day) <= Date.parse(b.endTime)
  }
  expect(yearly('2026-11-27')).toMatchObject({ title: '我的 2026 年度报告', startTime: '2026-12-15T00:00:00+08:00', endTime: '2027-01-31T23:59:59+08:00' })
  expect(yearly('2027-01-10').title).toBe('我的 2026 年度报告')
  expect(['2026-11-27', '2026-12-14', '2026-12-15', '2026-12-31', '2027-01-31', '2027-02-01'].map(inSeason)).toEqual([false, false, true, true, true, false])
  expect(yearlySeason(at('2027-02-01')).year).toBe(2027)
})

test('the banner route answers the banners of a position whose window holds now, in their order', async () => {
  const res = await srv.send({ method: 'GET', path: '/domain/2c/ev/tool-service/read/banner/list', query: { position: 'home' }, token: null })
  expect(res.status).toBe(200)
  const live = (b: Banner) => Date.parse(b.startTime) <= Date.now() && Date.now() <= Date.parse(b.endTime)
  const expected = seedBanners(now).filter((b) => b.position === 'home' && live(b))
  expect(res.json.data.map((b: Banner) => b.id)).toEqual(expected.map((b) => b.id))
  const season = yearlySeason(Date.now())
  const yearlyShown = res.json.data.some((b: Banner) => b.linkUrl === '/yearly-report/pages/index')
  expect(yearlyShown).toBe(season.start <= Date.now() && Date.now() <= season.end)
})
