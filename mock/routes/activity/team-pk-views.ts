// What the Team PK routes share: the current season, my team, the ranking, and rows to answers
// (a team's detail with its score's parts: members' community points and boosts).
import type { PkMatch, RankingRow, Season, TeamDetail, TeamMember, TeamSummary } from '../../../types/api/activity-team-pk'
import { conflict, must } from '../../core/api-error'
import { chinaDay } from '../../core/time'
import type { Db } from '../../state/db'
import type { TeamPkRow, TeamRow, TeamSeasonRow } from '../../seed/team-pk'
import { canBoost, rankTeams } from './team-pk-rules'

export { TEAM_PK_BASE as BASE } from '../../../types/api/activity-team-pk'

/** The season shown: the latest started (running, or the last one, ended). */
export const currentSeason = (db: Db) => must([...db.teamSeasons].sort((a, b) => b.startTime.localeCompare(a.startTime))[0], '赛季')

export const seasonEnded = (db: Db, now: number) => now >= Date.parse(currentSeason(db).endTime)

/** Every write of the season refuses once it ended (final ranking, no actions). */
export function mustBeRunning(db: Db, now: number): void {
  if (seasonEnded(db, now)) throw conflict('赛季已结束')
}

/** The season running at `now`, if any: before its start and after its end no community action counts. */
export function runningSeason(db: Db, now: number): TeamSeasonRow | undefined {
  const season = [...db.teamSeasons].sort((a, b) => b.startTime.localeCompare(a.startTime))[0]
  if (!season || now < Date.parse(season.startTime) || now >= Date.parse(season.endTime)) return undefined
  return season
}

/** The points the account brought this team today (null: not a member of it, or no season running). */
function pointsToday(db: Db, teamId: number, accountId: number | null, now: number): number | null {
  const season = runningSeason(db, now)
  if (accountId === null || !season || !membersOf(db, teamId).some((m) => m.accountId === accountId)) return null
  const day = chinaDay(now)
  return season.credits.reduce((sum, c) => (c.accountId === accountId && c.teamId === teamId && c.day === day ? sum + c.points : sum), 0)
}

export const seasonTeams = (db: Db) => db.teams.filter((t) => t.seasonId === currentSeason(db).id)

export const membersOf = (db: Db, teamId: number) => db.teamMembers.filter((m) => m.teamId === teamId)

/** The team I am in this season, if any. */
export function myTeam(db: Db, accountId: number | null): TeamRow | undefined {
  if (accountId === null) return undefined
  const ids = new Set(seasonTeams(db).map((t) => t.id))
  const row = db.teamMembers.find((m) => m.accountId === accountId && ids.has(m.teamId))
  return row ? db.teams.find((t) => t.id === row.teamId) : undefined
}

export const teamById = (db: Db, id: number) => must(seasonTeams(db).find((t) => t.id === id), '战队')

export const ranked = (db: Db) => rankTeams(seasonTeams(db))

export function seasonView(db: Db, accountId: number | null, now: number): Season {
  const { id, name, startTime, endTime, boostPoints, maxMembers } = currentSeason(db)
  return { id, name, startTime, endTime, boostPoints, maxMembers, state: seasonEnded(db, now) ? 'ended' : 'running', myTeamId: myTeam(db, accountId)?.id ?? null }
}

/** Summaries in ranking order (every team, so each carries its rank). */
export function summaries(db: Db): TeamSummary[] {
  const { maxMembers } = currentSeason(db)
  return ranked(db).map((t) => ({
    id: t.id, name: t.name, slogan: t.slogan, avatar: t.avatar, cityName: t.cityName, score: t.score, rank: t.rank, maxMembers,
    captainName: memberView(db, membersOf(db, t.id).find((m) => m.accountId === t.captainId)!, t).displayName,
    memberCount: membersOf(db, t.id).length,
  }))
}

export const summaryOf = (db: Db, id: number) => must(summaries(db).find((t) => t.id === id), '战队')

export function rankingRows(db: Db): RankingRow[] {
  return ranked(db).map((t) => ({ rank: t.rank, teamId: t.id, name: t.name, avatar: t.avatar, score: t.score, memberCount: membersOf(db, t.id).length, reachedAt: t.reachedAt }))
}

/** An account member shows the account's current name and avatar; a synthetic one its own. */
function memberView(db: Db, m: Db['teamMembers'][number], team: TeamRow): TeamMember {
  const user = db.users.find((u) => u.accountId === m.accountId)
  return {
    accountId: m.accountId, displayName: user?.displayName ?? m.displayName, avatarUrl: user?.avatarUrl ?? m.avatarUrl,
    points: m.points, isCaptain: m.accountId === team.captainId, joinedAt: m.joinedAt,
  }
}

/** The team's current head-to-head: its newest. */
export const pkOf = (db: Db, teamId: number): TeamPkRow | undefined =>
  db.teamPks.filter((p) => p.teamA === teamId || p.teamB === teamId).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]

export function teamDetail(db: Db, id: number, accountId: number | null, now: number): TeamDetail {
  const team = teamById(db, id)
  const members = membersOf(db, id)
    .map((m) => memberView(db, m, team))
    .sort((a, b) => Number(b.isCaptain) - Number(a.isCaptain) || b.points - a.points || a.joinedAt.localeCompare(b.joinedAt))
  const mine = members.find((m) => m.accountId === accountId)
  return {
    ...summaryOf(db, id), members, boostsReceived: team.boostsReceived,
    scoreParts: { members: team.memberPoints, boosts: team.score - team.memberPoints },
    myPointsToday: pointsToday(db, id, accountId, now),
    boostedToday: accountId !== null && !canBoost(db.teamBoosts, accountId, id, chinaDay(now)),
    myRole: mine ? (mine.isCaptain ? 'captain' : 'member') : null,
    pkId: pkOf(db, id)?.id ?? null,
  }
}

export function pkView(db: Db, row: TeamPkRow, now: number): PkMatch {
  const teamA = summaryOf(db, row.teamA)
  const teamB = summaryOf(db, row.teamB)
  return { id: row.id, season: seasonView(db, null, now), teamA, teamB, gap: teamA.score - teamB.score }
}
