// Every call of src/features/team-pk/api.ts against the dev API server: the answers match the
// types and the refusals reach the toast in Chinese.
import {
  boostTeam, challenge, createTeam, dissolveTeam, getMyRanking, getPk, getRanking, getRecommendedTeams, getSeason, getTeam,
  getTeamRules, getTeams, joinTeam, leaveTeam, removeMember,
} from '@/features/team-pk/api'
import { TEAM_LIMITS as APP_LIMITS, TEAM_PK_BASE as APP_BASE } from '@/features/team-pk/constants'
import { clearSession, setToken } from '@/core/session'
import { TEAM_LIMITS, TEAM_PK_BASE } from '../../../types/api/activity-team-pk'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
const body = { name: '晨风试驾队', slogan: '一起出发', avatar: '/static/img/avatars/x.svg' }

test('the app keeps the server constants', () => {
  expect(APP_BASE).toBe(TEAM_PK_BASE)
  expect(APP_LIMITS).toEqual(TEAM_LIMITS)
})

test('the season, the teams, a team and the recommendations', async () => {
  expect(await getSeason()).toMatchObject({ id: 1, state: 'running', myTeamId: 901, boostPoints: 50 })
  const page = await getTeams({ pageNo: 1, pageSize: 5, keyword: '队' })
  expect(page).toMatchObject({ pageNo: 1, pageSize: 5 })
  // 西湖骑士团 (first) has no 队 in its name: the page starts at rank 2.
  expect(page.list.map((t) => t.rank)).toEqual([2, 3, 4, 5, 6])
  expect(page.list.every((t) => t.name.includes('队'))).toBe(true)
  const team = await getTeam(901)
  expect(team).toMatchObject({ id: 901, myRole: 'captain', pkId: 951, members: expect.any(Array) })
  expect(team.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/avatars\//)
  const recommended = await getRecommendedTeams()
  expect(recommended.length).toBeLessThanOrEqual(10)
  expect(recommended[0].cityName).toBe('北京市')
  clearSession()
  expect((await getSeason()).myTeamId).toBeNull()
  expect((await getTeam(902)).myRole).toBeNull()
  await expect(getTeam(999)).rejects.toMatchObject({ status: 404, message: '战队不存在' })
})

test('forming with a flagged name is refused, a clean one forms; user 7 joins; the captain removes them and dissolves', async () => {
  setToken('dev-token-2')
  await expect(createTeam({ ...body, name: '违禁词车队' })).rejects.toMatchObject({ status: 400, message: '战队名称包含敏感词：违禁词' })
  const formed = await createTeam(body)
  expect(formed).toMatchObject({ name: '晨风试驾队', myRole: 'captain', memberCount: 1 })
  await expect(createTeam({ ...body, name: '第二支队' })).rejects.toMatchObject({ status: 409, message: '本赛季你已加入战队' })
  setToken('dev-token-7')
  expect((await joinTeam(formed.id)).memberCount).toBe(2)
  await expect(joinTeam(902)).rejects.toMatchObject({ status: 409, message: '本赛季你已加入战队' })
  await expect(removeMember(formed.id, 2)).rejects.toMatchObject({ status: 403, message: '仅队长可以移除队员' })
  setToken('dev-token-2')
  expect((await removeMember(formed.id, 7)).memberCount).toBe(1)
  expect(await dissolveTeam(formed.id)).toEqual({ ok: true })
  expect((await getSeason()).myTeamId).toBeNull()
  expect(api.toasts).toEqual(['战队名称包含敏感词：违禁词', '本赛季你已加入战队', '本赛季你已加入战队', '仅队长可以移除队员'])
})

test('joining a full team and leaving as captain without a choice are refused; with a successor it works', async () => {
  setToken('dev-token-7')
  await expect(joinTeam(905)).rejects.toMatchObject({ status: 409, message: '战队已满员' })
  setToken('dev-token')
  await expect(leaveTeam(901)).rejects.toMatchObject({ status: 400, message: '请选择新队长或解散战队' })
  expect(await leaveTeam(901, { successorId: 4 })).toEqual({ ok: true })
  expect((await getTeam(901)).myRole).toBeNull()
  expect(await getMyRanking()).toBeNull()
})

test('boosting once per team per day moves the ranking; my row; a head-to-head and a challenge; the rules', async () => {
  const before = await getRanking({ pageNo: 1, pageSize: 50 })
  const result = await boostTeam(902)
  expect(result.added).toBe(50)
  expect(result.team.score).toBe(before.list.find((r) => r.teamId === 902)!.score + 50)
  await expect(boostTeam(902)).rejects.toMatchObject({ status: 409, message: '今天已为该战队助力，明天再来吧' })
  const after = await getRanking({ pageNo: 1, pageSize: 50 })
  expect(after.list.find((r) => r.teamId === 902)!.rank).toBeLessThan(before.list.find((r) => r.teamId === 902)!.rank)
  expect(await getMyRanking()).toMatchObject({ teamId: 901 })
  expect((await getTeam(902)).boostedToday).toBe(true)
  clearSession()
  const pk = await getPk(951)
  expect(pk).toMatchObject({ teamA: { id: 901 }, teamB: { id: 902 }, season: { id: 1 } })
  expect(pk.gap).toBe(pk.teamA.score - pk.teamB.score)
  expect((await getTeamRules()).html).toContain('onerror=')
  setToken('dev-token')
  expect((await challenge(902)).id).toBe(951)
  expect((await challenge(903)).teamB.id).toBe(903)
})

test('an ended season: the final ranking reads, every write says 赛季已结束', async () => {
  await api.send({ method: 'POST', path: '/__admin/team-pk/seasons/1/end' })
  expect((await getSeason()).state).toBe('ended')
  expect((await getRanking({ pageNo: 1, pageSize: 50 })).total).toBe(12)
  await expect(boostTeam(902)).rejects.toMatchObject({ status: 409, message: '赛季已结束' })
  await expect(joinTeam(902)).rejects.toMatchObject({ status: 409, message: '赛季已结束' })
})
