// The brand museum on the dev API server: halls with counts matching the tables, the collection
// by category (oldest first, paged), an item's gallery/story/specs, the hall of fame, journal
// issues carrying the unsafe vectors, and the 404s.
import { MUSEUM_BASE } from '../../types/api/domain-museum'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const get = (path: string, query?: Record<string, string | number>) => srv.send({ method: 'GET', path: `/domain${MUSEUM_BASE}${path}`, query })

test('the halls: collection, fame and journal with covers and the counts of what they open', async () => {
  const halls = (await get('/halls')).json.data
  expect(halls.map((h: { kind: string; count: number }) => [h.kind, h.count])).toEqual([['collection', 14], ['fame', 8], ['journal', 3]])
  for (const hall of halls) expect(hall.cover).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/covers\//)
})

test('the collection: four categories, filtered by category, oldest year first, paged', async () => {
  const cats = (await get('/collection/categories')).json.data
  expect(cats.map((c: { name: string }) => c.name)).toEqual(['经典车型', '概念车', '赛事与荣誉', '品牌文物'])
  const all = (await get('/collection', { pageNo: 1, pageSize: 50 })).json.data
  expect(all.total).toBe(14)
  const years = all.list.map((i: { year: number }) => i.year)
  expect(years).toEqual([...years].sort((a, b) => a - b))
  const classic = (await get('/collection', { categoryId: 11, pageNo: 1, pageSize: 3 })).json.data
  expect(classic).toMatchObject({ total: 4, pageNo: 1, pageSize: 3 })
  expect(classic.list.map((i: { id: number }) => i.id)).toEqual([1101, 1102, 1103])
  expect((await get('/collection', { categoryId: 11, pageNo: 2, pageSize: 3 })).json.data.list.map((i: { id: number }) => i.id)).toEqual([1104])
  expect(classic.list[0]).not.toHaveProperty('images')
  expect((await get('/collection', { categoryId: 99 })).json).toMatchObject({ status: 404, message: '藏品分类不存在' })
  expect((await get('/collection', { categoryId: 'abc' })).status).toBe(400)
})

test('an item: 2-4 images, a story of paragraphs, 5-8 specification rows; unknown 404', async () => {
  const ids = (await get('/collection', { pageSize: 50 })).json.data.list.map((i: { id: number }) => i.id)
  expect([...ids].sort()).toEqual(Array.from({ length: 14 }, (_, i) => 1101 + i))
  for (const id of ids) {
    const item = (await get(`/collection/${id}`)).json.data
    expect([id, item.images.length >= 2 && item.images.length <= 4]).toEqual([id, true])
    expect([id, item.specs.length >= 5 && item.specs.length <= 8]).toEqual([id, true])
    expect(item.story.length).toBeGreaterThanOrEqual(2)
    expect(item.cover).toBe(item.images[0])
  }
  expect((await get('/collection/1101')).json.data).toMatchObject({ name: '星驰一号', year: 1998, categoryId: 11 })
  expect((await get('/collection/9999')).json).toMatchObject({ status: 404, message: '藏品不存在' })
})

test('the hall of fame: 8 people, each with a story and the cars they drove', async () => {
  const page = (await get('/fame', { pageNo: 1, pageSize: 5 })).json.data
  expect(page).toMatchObject({ total: 8 })
  expect(page.list.map((p: { id: number }) => p.id)).toEqual([1201, 1202, 1203, 1204, 1205])
  const person = (await get('/fame/1202')).json.data
  expect(person).toMatchObject({ name: '赵大海', title: '首批车主' })
  expect(person.cars[0]).toMatchObject({ name: '星驰一号', years: '1998–2018' })
  expect(person.story.length).toBeGreaterThanOrEqual(2)
  expect((await get('/fame/1299')).json).toMatchObject({ status: 404, message: '人物不存在' })
})

test('journal issues carry real content and the script, onerror and javascript: vectors', async () => {
  for (const id of [1301, 1302, 1303]) {
    const issue = (await get(`/journals/${id}`)).json.data
    expect(issue.html).toContain('<script>alert(1)</script>')
    expect(issue.html).toMatch(/<img src=x onerror=/)
    expect(issue.html).toContain('href="javascript:')
    expect(issue.html).toContain('/static/img/covers/')
  }
  expect((await get('/journals/1304')).json).toMatchObject({ status: 404, message: '特刊不存在' })
})
