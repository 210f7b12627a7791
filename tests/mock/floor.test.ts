// Floor pages: page 1501 in its configured order with a floor of a type the app does not know
// in the middle, goods and articles filled in from the tables (real prices), links to app
// pages; page 1502 configured empty; 404 and 400.
import { seedFloorPages, FLOOR_ARTICLES, FLOOR_GOODS } from '../../mock/seed/floors'
import { ROUTES } from '../../src/routes'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const page = (id: number | string) => srv.send({ method: 'GET', path: `/mall/api/v1/app/floor/pages/${id}`, token: null })
const appPages = new Set(ROUTES.map((r) => `/${r.path}`))

test('page 1501: six floors in order, the unknown live-stream floor in the middle, kept as configured', async () => {
  const res = await page(1501)
  expect(res.status).toBe(200)
  const data = res.json.data
  expect(data).toMatchObject({ id: 1501, title: '冬季用车关怀季' })
  expect(data.floors.map((f: { type: string }) => f.type)).toEqual(['banner', 'entries', 'goods', 'live-stream', 'articles', 'image'])
  expect(data.floors[3]).toEqual({ type: 'live-stream', id: 4, roomId: 'live-2025-winter', title: '冬季用车直播间' })
  expect(data.floors[0].items).toHaveLength(3)
  expect(data.floors[0].items[0].imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/banners\//)
  expect(data.floors[5]).toMatchObject({ ratio: 0.4 })
})

test('goods and articles are the seeded ones with the prices and titles their own pages show', async () => {
  const floors = (await page(1501)).json.data.floors
  const goods = floors.find((f: { type: string }) => f.type === 'goods').items
  expect(goods.map((g: { id: number }) => g.id)).toEqual(FLOOR_GOODS)
  const onSale = (await srv.send({ method: 'GET', path: '/mall/api/v1/app/item/items', query: { pageNo: 1, pageSize: 50 } })).json.data.list
  for (const g of goods) {
    const listed = onSale.find((x: { id: number }) => x.id === g.id)
    expect([g.id, g.name, g.price, g.originPrice, g.mainImage]).toEqual([g.id, listed.name, listed.price, listed.originPrice, listed.mainImage])
  }
  const articles = floors.find((f: { type: string }) => f.type === 'articles').items
  expect(articles.map((a: { id: number }) => a.id)).toEqual(FLOOR_ARTICLES)
  expect(articles[0]).toMatchObject({ id: 502, title: '冬季用车指南：电池保养五件事' })
  expect(articles[0].publishedAt).toMatch(/\+08:00$/)
})

test('every link is a page of the app (with a seeded goods id) or https on a web-view host', async () => {
  const config = (await srv.send({ method: 'GET', path: '/static/config/000000.json' })).json
  const links: string[] = seedFloorPages()[0].floors.flatMap((f) => {
    const row = f as { link?: string; items?: { link?: string }[] }
    return [row.link, ...(row.items ?? []).map((i) => i.link)].filter((l): l is string => typeof l === 'string')
  })
  expect(links.length).toBeGreaterThanOrEqual(9)
  for (const link of links) {
    if (link.startsWith('https://')) expect(config.webviewHosts).toContain(new URL(link).host)
    else expect([link, appPages.has(link.split('?')[0])]).toEqual([link, true])
  }
  const entries = seedFloorPages()[0].floors[1] as { items: unknown[] }
  expect(entries.items.length).toBeGreaterThanOrEqual(4)
  expect(entries.items.length).toBeLessThanOrEqual(8)
})

test('page 1502 has no floors; an unknown page is 404, a bad id 400', async () => {
  expect((await page(1502)).json.data).toMatchObject({ id: 1502, floors: [] })
  expect((await page(1599)).json).toMatchObject({ status: 404, message: '楼层页面不存在' })
  expect((await page('abc')).status).toBe(400)
})
