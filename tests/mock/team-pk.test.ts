// Team PK on the dev API server: the seeded season and teams, forming and joining (one team per
// season, full teams, the name check), leaving as captain, removing, boosting once per team per
// China day, the ranking with its tie rule, head-to-heads, and the season ended by the admin route.
import { days } from '../../mock/core/time'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const T2 = 'dev-token-2'
const T7 = 'dev-token-7'
const B = '/activity/api/v1/activity/app/team-pk'
const srv = serverPerFile()
const get = (path: string, query: Record<string, unknown> = {}, token: string | null = T) => srv.send({ method: 'GET', path: `${B}${path}`, query, token })
const post = (path: string, json?: unknown, token: string | null = T) => srv.send({ method: 'POST', path: path.startsWith('/__') ? path : `${B}${path}`, json, token })
const del = (path: string, token: string | null = T) => srv.send({ method: 'DELETE', path: `${B}${path}`, token })
const team = { name: '晨风试驾队', slogan: '一起出发', avatar: '/static/img/avatars/x.svg' }
const ranking = async () => (await get('/ranking', { pageSize: 50 }, null)).json.data.list as { teamId: number; rank: number; score: number }[]

afterEach(() => jest.restoreAllMocks())

test('the seed: season 1 running for 12 more days, the dev user captain of 901 with users 4, 5, 6; users 2 and 7 free', async () => {
  const season = (await get('/season')).json.data
  expect(season).toMatchObject({ id: 1, name: '2026 冬季战队 PK 赛', state: 'running', boostPoints: 50, maxMembers: 10, myTeamId: 901 })
  expect(Math.round((Date.parse(season.endTime) - Date.now()) / days(1))).toBe(12)
  expect(Math.round((Date.now() - Date.parse(season.startTime)) / days(1))).toBe(20)
  expect((await get('/season', {}, T2)).json.data.myTeamId).toBeNull()
  expect((await get('/season', {}, T7)).json.data.myTeamId).toBeNull()
  expect((await get('/season', {}, null)).json.data.myTeamId).toBeNull()
  const mine = (await get('/teams/901')).json.data
  expect(mine).toMatchObject({ name: '星驰先锋队', myRole: 'captain', memberCount: 4, pkId: 951, boostedToday: false, captainName: '车主小王' })
  expect(mine.members.map((m: { accountId: number }) => m.accountId)).toEqual([1, expect.any(Number), expect.any(Number), expect.any(Number)])
  expect(mine.members.map((m: { accountId: number }) => m.accountId).sort()).toEqual([1, 4, 5, 6])
  // The score is the members' points plus the boosts.
  expect(mine.members.reduce((n: number, m: { points: number }) => n + m.points, 0) + mine.boostsReceived * 50).toBe(mine.score)
  const all = (await get('/teams', { pageSize: 50 }, null)).json.data
  expect(all.total).toBe(12)
  expect(new Set(all.list.map((x: { memberCount: number }) => x.memberCount))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))
  expect(new Set(all.list.map((x: { cityName: string }) => x.cityName)).size).toBeGreaterThanOrEqual(5)
  expect(all.list.find((x: { id: number }) => x.id === 905).memberCount).toBe(10)
})

test('the ranking: score high to low; 909 and 907 tie and 909, which reached the score first, ranks higher', async () => {
  const rows = await ranking()
  expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1))
  for (let i = 1; i < rows.length; i++) expect(rows[i - 1].score).toBeGreaterThanOrEqual(rows[i].score)
  const at = (id: number) => rows.findIndex((r) => r.teamId === id)
  expect(rows[at(907)].score).toBe(rows[at(909)].score)
  expect(at(909)).toBe(at(907) - 1)
  expect((await get('/ranking/mine')).json.data).toMatchObject({ teamId: 901, rank: rows[at(901)].rank })
  expect((await get('/ranking/mine', {}, T2)).json.data).toBeNull()
  expect((await get('/ranking/mine', {}, null)).json.data).toBeNull()
  const page2 = (await get('/ranking', { pageNo: 2, pageSize: 5 }, null)).json.data
  expect(page2.list.map((r: { teamId: number }) => r.teamId)).toEqual(rows.slice(5, 10).map((r) => r.teamId))
})

test('boosting: +50, my row moves up, a second boost the same day is refused, another team is fine, the next day again', async () => {
  const before = await ranking()
  const boosted = (await post('/teams/902/boost')).json.data
  expect(boosted).toMatchObject({ added: 50, team: { id: 902, score: before.find((r) => r.teamId === 902)!.score + 50 } })
  // 4620 + 50 passes 901's 4650.
  expect(boosted.team.rank).toBe(before.find((r) => r.teamId === 901)!.rank)
  expect((await get('/teams/902')).json.data).toMatchObject({ boostedToday: true, boostsReceived: 15 })
  const again = await post('/teams/902/boost')
  expect(again.json).toMatchObject({ status: 409, message: '今天已为该战队助力，明天再来吧' })
  expect((await get('/teams/902')).json.data.score).toBe(boosted.team.score)
  expect((await post('/teams/903/boost')).json.status).toBe(200)
  expect((await post('/teams/902/boost', undefined, T2)).json.status).toBe(200)
  expect((await post('/teams/901/boost')).json.status).toBe(200) // my own team: fine
  expect((await post('/teams/902/boost', undefined, null)).status).toBe(401)
  const tomorrow = Date.now() + days(1)
  jest.spyOn(Date, 'now').mockReturnValue(tomorrow)
  expect((await get('/teams/902')).json.data.boostedToday).toBe(false)
  expect((await post('/teams/902/boost')).json.data.team.score).toBe(boosted.team.score + 100)
})

test('a boost moves reachedAt: 907 catching up with 909 ranks below it, having reached the score later', async () => {
  // Both at 3980: one boost each, 909 first, 907 a minute later (times are kept to the second).
  const now = Date.now()
  jest.spyOn(Date, 'now').mockReturnValue(now)
  expect((await post('/teams/909/boost')).json.data.team.score).toBe(4030)
  jest.spyOn(Date, 'now').mockReturnValue(now + 60_000)
  expect((await post('/teams/907/boost')).json.data.team.score).toBe(4030)
  const rows = await ranking()
  expect(rows.findIndex((r) => r.teamId === 909)).toBe(rows.findIndex((r) => r.teamId === 907) - 1)
  // Then 909 boosted again, later still: ahead on score.
  expect((await post('/teams/909/boost', undefined, T2)).json.data.team.score).toBe(4080)
})

test('forming: name length and sensitive words, one team per season, then the captain of a new team', async () => {
  expect((await post('/teams', { ...team, name: ' 队 ' }, T2)).json).toMatchObject({ status: 400, message: '战队名称需 2–12 个字' })
  expect((await post('/teams', { ...team, name: '赌博先锋队' }, T2)).json).toMatchObject({ status: 400, message: '战队名称包含敏感词：赌博' })
  expect((await post('/teams', { ...team, slogan: '一起去赌博' }, T2)).json.message).toBe('战队口号包含敏感词：赌博')
  expect((await post('/teams', { ...team, slogan: 'x'.repeat(31) }, T2)).status).toBe(400)
  expect((await post('/teams', { ...team, name: '星驰先锋队' }, T2)).json).toMatchObject({ status: 409, message: '战队名称已被使用' })
  expect((await post('/teams', team)).json).toMatchObject({ status: 409, message: '本赛季你已加入战队' })
  const formed = (await post('/teams', { ...team, name: '  晨风试驾队 ' }, T2)).json.data
  expect(formed).toMatchObject({ name: '晨风试驾队', myRole: 'captain', memberCount: 1, score: 0, cityName: '上海市', captainName: '小李爱自驾', pkId: null, rank: 13 })
  expect((await get('/season', {}, T2)).json.data.myTeamId).toBe(formed.id)
  expect((await post('/teams', { ...team, name: '第二支队' }, T2)).json.message).toBe('本赛季你已加入战队')
})

test('joining: user 7 joins user 2\'s team; full teams and a second team are refused; the captain removes the member', async () => {
  const formed = (await post('/teams', team, T2)).json.data
  const joined = (await post(`/teams/${formed.id}/join`, undefined, T7)).json.data
  expect(joined).toMatchObject({ memberCount: 2, myRole: 'member' })
  expect(joined.members.map((m: { accountId: number }) => m.accountId)).toEqual([2, 7])
  expect((await post('/teams/902/join', undefined, T7)).json).toMatchObject({ status: 409, message: '本赛季你已加入战队' })
  expect((await post('/teams/905/join', undefined, T2)).json.message).toBe('本赛季你已加入战队')
  expect((await del(`/teams/${formed.id}/members/2`, T7)).json).toMatchObject({ status: 403, message: '仅队长可以移除队员' })
  expect((await del(`/teams/${formed.id}/members/2`, T2)).status).toBe(400)
  expect((await del(`/teams/${formed.id}/members/5`, T2)).status).toBe(404)
  expect((await del(`/teams/${formed.id}`, T7)).json).toMatchObject({ status: 403, message: '仅队长可以解散战队' })
  const after = (await del(`/teams/${formed.id}/members/7`, T2)).json.data
  expect(after).toMatchObject({ memberCount: 1, myRole: 'captain' })
  expect((await get('/season', {}, T7)).json.data.myTeamId).toBeNull()
  // Free again: a full team refuses, one with room takes them.
  expect((await post('/teams/905/join', undefined, T7)).json).toMatchObject({ status: 409, message: '战队已满员' })
  expect((await post('/teams/902/join', undefined, T7)).json.data.memberCount).toBe(7)
})

test('leaving: a member just leaves; a captain must name a member as successor or dissolve', async () => {
  expect((await post('/teams/901/leave', {})).json).toMatchObject({ status: 400, message: '请选择新队长或解散战队' })
  expect((await post('/teams/901/leave', { successorId: 7 })).status).toBe(400)
  expect((await post('/teams/901/leave', { successorId: 1 })).status).toBe(400)
  expect((await post('/teams/901/leave', {}, T2)).json.status).toBe(409)
  expect((await post('/teams/901/leave', { successorId: 5 })).json.data).toEqual({ ok: true })
  const team901 = (await get('/teams/901')).json.data
  expect(team901).toMatchObject({ memberCount: 3, myRole: null, captainName: '露营的阿May' })
  expect(team901.members[0]).toMatchObject({ accountId: 5, isCaptain: true })
  expect((await get('/season')).json.data.myTeamId).toBeNull()
  // The dev user joins 902 as a member and leaves it without more ado.
  await post('/teams/902/join')
  expect((await post('/teams/902/leave')).json.data).toEqual({ ok: true })
  expect((await get('/teams/902')).json.data.memberCount).toBe(6)
})

test('dissolving frees the members and removes the team, its ranking row and its head-to-head', async () => {
  expect((await post('/teams/901/leave', { dissolve: true })).json.data).toEqual({ ok: true })
  expect((await get('/teams/901')).status).toBe(404)
  expect((await get('/pk/951', {}, null)).status).toBe(404)
  expect((await ranking()).some((r) => r.teamId === 901)).toBe(false)
  expect((await get('/season')).json.data.myTeamId).toBeNull()
  const formed = (await post('/teams', team, T2)).json.data
  expect((await del(`/teams/${formed.id}`, T2)).json.data).toEqual({ ok: true })
  expect((await get(`/teams/${formed.id}`)).status).toBe(404)
})

test('team search and recommendations: by name; teams with room, my city first, at most 10, not my own', async () => {
  const found = (await get('/teams', { keyword: '星' }, null)).json.data
  expect(found.list.map((x: { name: string }) => x.name).every((n: string) => n.includes('星'))).toBe(true)
  expect(found.total).toBe(4)
  expect((await get('/teams', { keyword: '没有这个队' }, null)).json.data).toMatchObject({ total: 0, list: [] })
  const mine = (await get('/teams/recommended')).json.data as { id: number; cityName: string; memberCount: number; rank: number }[]
  expect(mine.length).toBe(10)
  expect(mine.some((x) => x.id === 905 || x.id === 901)).toBe(false)
  const firstOther = mine.findIndex((x) => x.cityName !== '北京市')
  expect(mine.slice(0, firstOther).map((x) => x.cityName)).toEqual(['北京市', '北京市'])
  expect(mine.slice(firstOther).every((x) => x.cityName !== '北京市')).toBe(true)
  const chengdu = (await get('/teams/recommended', {}, T7)).json.data
  expect(chengdu[0]).toMatchObject({ id: 910, cityName: '成都市' })
})

test('head-to-heads: 951 is public; a challenge needs my team and another team, and answers the existing pair', async () => {
  const pk = (await get('/pk/951', {}, null)).json.data
  expect(pk).toMatchObject({ id: 951, teamA: { id: 901 }, teamB: { id: 902 }, gap: 30, season: { id: 1, state: 'running' } })
  expect((await post('/pk', { rivalTeamId: 902 })).json.data.id).toBe(951)
  expect((await post('/pk', { rivalTeamId: 901 })).json).toMatchObject({ status: 400, message: '不能和自己的战队 PK' })
  expect((await post('/pk', { rivalTeamId: 903 }, T2)).json.status).toBe(409)
  expect((await post('/pk', { rivalTeamId: 99999 })).status).toBe(404)
  const created = (await post('/pk', { rivalTeamId: 903 })).json.data
  expect(created).toMatchObject({ teamA: { id: 901 }, teamB: { id: 903 } })
  expect((await get('/teams/901')).json.data.pkId).toBe(created.id)
})

test('the rules carry the vectors the app must sanitize', async () => {
  const rules = (await get('/rules', {}, null)).json.data
  expect(rules.title).toBe('战队 PK 赛规则')
  expect(rules.html).toContain('<script>')
  expect(rules.html).toContain('onerror=')
})

test('the admin route ends the season: every write refused, the ranking still read; /__reset runs it again', async () => {
  const ended = (await post('/__admin/team-pk/seasons/1/end')).json.data
  expect(ended.state).toBe('ended')
  expect((await post('/__admin/team-pk/seasons/1/end')).json).toMatchObject({ status: 409, message: '赛季已结束' })
  expect((await get('/season')).json.data).toMatchObject({ state: 'ended', myTeamId: 901 })
  const writes = [
    post('/teams', team, T2), post('/teams/902/join', undefined, T7), post('/teams/901/leave', { successorId: 4 }),
    del('/teams/901/members/4'), del('/teams/901'), post('/teams/902/boost'), post('/pk', { rivalTeamId: 903 }),
  ]
  for (const res of await Promise.all(writes)) expect(res.json).toMatchObject({ status: 409, message: '赛季已结束' })
  expect((await ranking()).length).toBe(12)
  await srv.reset()
  expect((await get('/season')).json.data.state).toBe('running')
})

test('the admin restore puts Team PK back to its seed and leaves the rest alone', async () => {
  await post('/teams/901/leave', { dissolve: true })
  const apply = { realName: '李明', mobile: '13900139000', cityCode: '310100', occupation: '销售顾问', intro: '在上海做了五年汽车销售，朋友圈里想换电车的人不少。', consent: true }
  expect((await srv.send({ method: 'POST', path: '/user/web/user/partner/applications', json: apply, token: T2 })).status).toBe(200)
  expect((await post('/__admin/team-pk/restore')).json.data).toEqual({ restored: true })
  expect((await get('/teams/901')).json.data.memberCount).toBe(4)
  expect((await get('/season')).json.data.myTeamId).toBe(901)
  const partner = await srv.send({ method: 'GET', path: '/user/web/user/partner/mine', token: T2 })
  expect(partner.json.data.application.state).toBe('reviewing')
})
