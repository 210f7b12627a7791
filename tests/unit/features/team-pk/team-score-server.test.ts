import { ACTION_POINTS, DAILY_CAP } from '@/features/team-pk/score-rule'
import { days, iso } from '../../../../mock/core/time'
import { creditTeam } from '../../../../mock/routes/activity/team-pk-score'
import { teamDetail } from '../../../../mock/routes/activity/team-pk-views'
import { buildSeed } from '../../../../mock/seed'
import type { Db } from '../../../../mock/state/db'

// The dev API server credits members' community actions with the app's own rule: its points,
// the daily cap per member, each thing once, only during the season and in a team; the team keeps
// what a member earned when they leave. (Pure: the server's function on a seeded store.)

const NOW = Date.parse('2026-12-01T10:00:00+08:00')
let db: Db
beforeEach(() => {
  db = buildSeed(NOW)
})

const team = (id: number) => db.teams.find((t) => t.id === id)!
const member = (teamId: number, accountId: number) => db.teamMembers.find((m) => m.teamId === teamId && m.accountId === accountId)!

test('the seed: every team\'s parts add up to its score', () => {
  for (const t of db.teams) {
    const d = teamDetail(db, t.id, 1, NOW)
    expect(d.scoreParts.members + d.scoreParts.boosts).toBe(d.score)
    expect(d.scoreParts.boosts).toBe(t.boostsReceived * 50)
  }
  expect(teamDetail(db, 901, 1, NOW).myPointsToday).toBe(0)
  expect(teamDetail(db, 902, 1, NOW).myPointsToday).toBeNull()
  expect(teamDetail(db, 901, null, NOW).myPointsToday).toBeNull()
})

test('a comment, a like and a work each add their points to the member, the team and its score, and move reachedAt', () => {
  const before = { score: team(901).score, member: member(901, 1).points, parts: team(901).memberPoints }
  expect(creditTeam(db, 1, 'comment', 5001, NOW)).toBe(ACTION_POINTS.comment)
  expect(creditTeam(db, 1, 'like', 107, NOW + 1000)).toBe(ACTION_POINTS.like)
  expect(creditTeam(db, 1, 'post', 6001, NOW + 2000)).toBe(ACTION_POINTS.post)
  const added = ACTION_POINTS.comment + ACTION_POINTS.like + ACTION_POINTS.post
  expect(team(901).score).toBe(before.score + added)
  expect(team(901).memberPoints).toBe(before.parts + added)
  expect(member(901, 1).points).toBe(before.member + added)
  expect(team(901).reachedAt).toBe(iso(NOW + 2000))
  const d = teamDetail(db, 901, 1, NOW)
  expect(d).toMatchObject({ myPointsToday: added, scoreParts: { members: before.parts + added } })
})

test('the same thing counts once: a retried comment or a post liked again adds nothing', () => {
  expect(creditTeam(db, 1, 'like', 107, NOW)).toBe(ACTION_POINTS.like)
  expect(creditTeam(db, 1, 'like', 107, NOW + 60_000)).toBe(0)
  expect(creditTeam(db, 1, 'comment', 5001, NOW)).toBe(ACTION_POINTS.comment)
  expect(creditTeam(db, 1, 'comment', 5001, NOW)).toBe(0)
  expect(creditTeam(db, 1, 'like', 108, NOW)).toBe(ACTION_POINTS.like)
})

test('the daily cap per member: the last action is cut, the next ones add nothing; the next day counts again', () => {
  const start = team(901).score
  let total = 0
  for (let i = 0; i < 10; i++) total += creditTeam(db, 1, 'post', 7000 + i, NOW + i)
  expect(total).toBe(DAILY_CAP)
  expect(team(901).score).toBe(start + DAILY_CAP)
  expect(creditTeam(db, 1, 'comment', 5001, NOW + 100)).toBe(0)
  // Another member of the same team has a cap of their own.
  expect(creditTeam(db, 4, 'comment', 5002, NOW + 100)).toBe(ACTION_POINTS.comment)
  expect(creditTeam(db, 1, 'comment', 5003, NOW + days(1))).toBe(ACTION_POINTS.comment)
})

test('nothing counts without a team or outside the season', () => {
  expect(creditTeam(db, 2, 'comment', 5001, NOW)).toBe(0) // user 2 is in no team
  const score = team(901).score
  const season = db.teamSeasons[0]
  expect(creditTeam(db, 1, 'comment', 5001, Date.parse(season.endTime))).toBe(0)
  expect(creditTeam(db, 1, 'comment', 5001, Date.parse(season.startTime) - 1)).toBe(0)
  expect(team(901).score).toBe(score)
})

test('leaving keeps what was earned: the team keeps the points; in a new team the member starts again, the same day\'s cap still counting', () => {
  creditTeam(db, 4, 'post', 7001, NOW)
  creditTeam(db, 4, 'post', 7002, NOW)
  const kept = team(901).score
  const parts = team(901).memberPoints
  db.teamMembers = db.teamMembers.filter((m) => !(m.teamId === 901 && m.accountId === 4)) // as the leave route does
  expect(team(901).score).toBe(kept)
  expect(teamDetail(db, 901, 1, NOW).scoreParts.members).toBe(parts)
  db.teamMembers.push({ teamId: 903, accountId: 4, displayName: '车友阿杰', avatarUrl: 'a.svg', points: 0, joinedAt: iso(NOW) })
  expect(creditTeam(db, 4, 'post', 7003, NOW)).toBe(ACTION_POINTS.post)
  expect(creditTeam(db, 4, 'post', 7004, NOW)).toBe(0) // 2 × 10 for 901 and 10 for 903: 30, the cap
  expect(member(903, 4).points).toBe(ACTION_POINTS.post)
  expect(team(901).score).toBe(kept)
  expect(teamDetail(db, 903, 4, NOW).myPointsToday).toBe(ACTION_POINTS.post)
})
