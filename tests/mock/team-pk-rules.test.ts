// The Team PK rules as pure functions: the ranking with its tie rule, and the boost limit.
import { canBoost, rankTeams } from '../../mock/routes/activity/team-pk-rules'

const t = (id: number, score: number, reachedAt: string) => ({ id, score, reachedAt })

test('rankTeams: score high to low, 1-based ranks, the input left as it was', () => {
  const teams = [t(1, 100, '2026-03-01T10:00:00+08:00'), t(2, 300, '2026-03-01T10:00:00+08:00'), t(3, 200, '2026-03-01T10:00:00+08:00')]
  const ranked = rankTeams(teams)
  expect(ranked.map((x) => [x.id, x.rank])).toEqual([[2, 1], [3, 2], [1, 3]])
  expect(teams.map((x) => x.id)).toEqual([1, 2, 3])
})

test('rankTeams: on a tie the team that reached the score first ranks higher, whatever its id', () => {
  const ranked = rankTeams([t(7, 500, '2026-03-02T09:00:00+08:00'), t(9, 500, '2026-03-01T09:00:00+08:00'), t(3, 400, '2026-02-01T09:00:00+08:00')])
  expect(ranked.map((x) => x.id)).toEqual([9, 7, 3])
})

test('rankTeams: the same score reached at the same instant falls back to the lower id; offsets compare as instants', () => {
  const at = '2026-03-01T09:00:00+08:00'
  expect(rankTeams([t(5, 10, at), t(4, 10, at)]).map((x) => x.id)).toEqual([4, 5])
  // 01:30Z is 09:30 in China: later than 09:00+08:00 although its text sorts first.
  expect(rankTeams([t(1, 10, '2026-03-01T01:30:00Z'), t(2, 10, at)]).map((x) => x.id)).toEqual([2, 1])
})

test('canBoost: once per account, team and China day; another team the same day and the same team the next day are fine', () => {
  const boosts = [{ accountId: 1, teamId: 902, day: '2026-03-01' }]
  expect(canBoost(boosts, 1, 902, '2026-03-01')).toBe(false)
  expect(canBoost(boosts, 1, 903, '2026-03-01')).toBe(true)
  expect(canBoost(boosts, 1, 902, '2026-03-02')).toBe(true)
  expect(canBoost(boosts, 2, 902, '2026-03-01')).toBe(true)
  expect(canBoost([], 1, 902, '2026-03-01')).toBe(true)
})
