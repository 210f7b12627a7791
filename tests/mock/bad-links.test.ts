// The reads a landing page makes for the id, code or scene of a link from outside (a share, a
// poster, a QR code): a well-formed unknown one answers 404, which the page shows as 链接无效; a
// malformed one answers 400 in Chinese, never another row (TypeBox alone reads '1e40', '1.5' and
// 'true' as the id 1) and never a crash.
import { serverPerFile } from './support/server'

const srv = serverPerFile({ resetEachTest: false })

type Where = 'path' | 'query'
interface Landing {
  page: string
  /** The read, `{id}` where the link's value goes (in the path or as a query value). */
  read: string
  where: Where
  known: string
  unknown: string
}

const num = (page: string, read: string, where: Where, known: number): Landing => ({ page, read, where, known: String(known), unknown: '99999' })

const LANDINGS: Landing[] = [
  num('shared post', '/posts/web/community/contents/{id}', 'path', 101),
  num('shared article', '/posts/web/pgc/articles/{id}', 'path', 501),
  num('classmates / help link', '/posts/web/community/classmates/{id}', 'path', 1),
  num('personal page', '/user/web/community/contents/accounts/{id}', 'path', 4),
  num('goods from a poster', '/mall/api/v1/app/item/items/{id}/extra', 'path', 1003),
  num('floor page', '/mall/api/v1/app/floor/pages/{id}', 'path', 1501),
  num('welfare project share', '/user/web/user/welfare/projects/{id}', 'path', 601),
  num('recommend-purchase campaign', '/activity/api/v1/activity/app/recommend/purchase/detail?activityId={id}', 'query', 401),
  num('recommend-purchase inviter', '/activity/api/v1/activity/app/recommend/purchase/detailInvite?activityId=401&accountId={id}', 'query', 1),
  num('lottery', '/activity/api/v1/activity/app/lottery/pageInfo?activityId={id}', 'query', 301),
  num('lottery prizes', '/activity/api/v1/activity/app/lottery/prizes?activityId={id}', 'query', 301),
  num('prize', '/activity/api/v1/activity/app/lottery/prizes/{id}', 'path', 1),
  num('Team PK team', '/activity/api/v1/activity/app/team-pk/teams/{id}', 'path', 901),
  num('Team PK head-to-head', '/activity/api/v1/activity/app/team-pk/pk/{id}', 'path', 951),
  num('display board', '/activity/api/v1/activity/app/display/board?eventId={id}', 'query', 1601),
  num('magazine issue', '/domain/2c/ev/tool-service/read/magazine/pages?issueId={id}', 'query', 1),
  num('car content', '/domain/2c/ev/tool-service/read/vehicleType/content?id={id}', 'query', 2),
  num('museum item', '/domain/api/v1/domain/app/museum/collection/{id}', 'path', 1101),
  num('museum person', '/domain/api/v1/domain/app/museum/fame/{id}', 'path', 1201),
  num('museum journal', '/domain/api/v1/domain/app/museum/journals/{id}', 'path', 1301),
  { page: 'yearly share', read: '/user/web/user/yearly-report/shares/{id}', where: 'path', known: 'k7q2m9x4t1v8w3p6', unknown: 'zzzzzzzzzzzz' },
  { page: 'activity registration', read: '/activity/api/v1/activity/app/register/{id}', where: 'path', known: 'spring-ride-2025', unknown: 'no-such-activity' },
]

const get = (l: Landing, value: string) => srv.send({ method: 'GET', path: l.read.replace('{id}', encodeURIComponent(value)), token: null })

describe.each(LANDINGS)('$page', (l) => {
  test('its id answers; a well-formed unknown one is 404 (the page says 链接无效)', async () => {
    expect((await get(l, l.known)).json).toMatchObject({ status: 200 })
    const unknown = await get(l, l.unknown)
    expect(unknown.status).toBe(404)
    expect(unknown.json).toMatchObject({ status: 404, message: expect.stringMatching(/不存在$/) })
  })

  test('a malformed one is 400 with a Chinese reason, never another row, never a crash', async () => {
    for (const bad of ['abc!!', '-1', '<script>', 'a'.repeat(300)]) {
      const res = await get(l, bad)
      expect([bad, res.status, res.json.status]).toEqual([bad, 400, 400])
      expect(res.json.message).toMatch(/[\u4e00-\u9fa5]/)
    }
  })
})

test('text an integer parser would read as another id is refused with 400: never the row it would name', async () => {
  const numeric = LANDINGS.filter((l) => l.unknown === '99999')
  for (const l of numeric) {
    for (const bad of ['1e40', '1.5', '0x1A', 'true', '1e3x', ' 1']) {
      const res = await get(l, bad)
      expect([l.page, bad, res.status, res.json.message]).toEqual([l.page, bad, 400, expect.stringMatching(/必须是(整数|数字)$/)])
    }
  }
})
