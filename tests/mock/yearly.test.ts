// The yearly report on the dev API server: a rich year for the dev user, a moderate one for
// user 2 (joined this year), almost nothing for user 7; the share id random, stable and no
// account id; a friend's view without token has only the card fields.
import { YEARLY_BASE } from '../../types/api/user-yearly'
import { DEV_YEARLY_SHARE_ID } from '../../mock/seed/yearly'
import { chinaDay } from '../../mock/core/time'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const Y = `/user${YEARLY_BASE}`
const get = (path: string, token: string | null = 'dev-token') => srv.send({ method: 'GET', path: `${Y}${path}`, token })
const share = (token: string | null = 'dev-token') => srv.send({ method: 'POST', path: `${Y}/share`, token })
const year = Number(chinaDay(Date.now()).slice(0, 4))

test('the dev user: a rich year with a favourite topic and the keyword 远方', async () => {
  const r = (await get('/mine')).json.data
  expect(r).toMatchObject({
    year, displayName: '车主小王', signInDays: 48, pointsEarned: 3260, pointsSpent: 1880, posts: 26, likesReceived: 1342,
    activities: 7, testDrives: 3, maintenanceVisits: 4, favouriteTopic: '周末自驾', keyword: '远方',
  })
  expect(r.daysWithBrand).toBe(620)
  expect(r.keywordReason).toContain('远方')
  expect((await get('/mine', null)).status).toBe(401)
})

test('user 2 joined this year (moderate); user 7 has almost nothing but a kind keyword', async () => {
  const two = (await get('/mine', 'dev-token-2')).json.data
  expect(two.firstDay.slice(0, 4)).toBe(String(year))
  expect(two).toMatchObject({ signInDays: 12, pointsEarned: 850, posts: 5, favouriteTopic: '亲子出游' })
  const seven = (await get('/mine', 'dev-token-7')).json.data
  expect(seven).toMatchObject({ signInDays: 0, pointsEarned: 0, posts: 0, likesReceived: 0, favouriteTopic: null, keyword: '新的开始' })
  expect(seven.keywordReason.length).toBeGreaterThan(5)
})

test('the share id: random, no account id, the same each time; a friend sees only the card fields', async () => {
  expect((await share()).json.data).toEqual({ shareId: DEV_YEARLY_SHARE_ID })
  const first = (await share('dev-token-2')).json.data.shareId
  expect(first).toMatch(/^[a-z0-9]{12,24}$/)
  expect(first).not.toMatch(/^\d+$/)
  expect((await share('dev-token-2')).json.data.shareId).toBe(first)
  expect((await share('dev-token-7')).json.data.shareId).not.toBe(first)
  expect((await share(null)).status).toBe(401)
  const friend = (await get(`/shares/${first}`, null)).json.data
  expect(Object.keys(friend).sort()).toEqual(['avatarUrl', 'daysWithBrand', 'displayName', 'keyword', 'pointsEarned', 'signInDays', 'year'])
  expect(friend).toMatchObject({ displayName: '小李爱自驾', keyword: '初见', signInDays: 12 })
  expect((await get(`/shares/${DEV_YEARLY_SHARE_ID}`, null)).json.data).toMatchObject({ displayName: '车主小王', keyword: '远方' })
  expect((await get('/shares/nosuchshare123', null)).json).toMatchObject({ status: 404, message: '年度报告分享不存在' })
})

test('share ids follow the PRNG: after /__reset the same user gets the same id again', async () => {
  const first = (await share('dev-token-7')).json.data.shareId
  await srv.reset()
  expect((await get(`/shares/${first}`, null)).status).toBe(404)
  expect((await share('dev-token-7')).json.data.shareId).toBe(first)
})
