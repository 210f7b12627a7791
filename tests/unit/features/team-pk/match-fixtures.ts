import type { PkMatch, RankingRow, Season, TeamDetail, TeamSummary } from '@api/activity'

// Rows for the boost, ranking and head-to-head screens' tests, each test overriding what it is about.

const DAY = 86_400_000
export const T = '2026-11-20T10:00:00+08:00'

export const season = (extra: Partial<Season> = {}): Season => ({
  id: 1, name: '2026 冬季战队赛', startTime: new Date(Date.now() - 20 * DAY).toISOString(), endTime: new Date(Date.now() + 12 * DAY).toISOString(),
  state: 'running', boostPoints: 50, maxMembers: 10, myTeamId: null, ...extra,
})

export const endedSeason = (extra: Partial<Season> = {}): Season =>
  season({ state: 'ended', endTime: new Date(Date.now() - DAY).toISOString(), ...extra })

export const summary = (id: number, name: string, extra: Partial<TeamSummary> = {}): TeamSummary => ({
  id, name, slogan: `${name}的口号`, avatar: `t${id}.svg`, captainName: '车主小王', cityName: '上海市',
  memberCount: 6, maxMembers: 10, score: 1000, rank: 1, ...extra,
})

export const team = (extra: Partial<TeamDetail> = {}): TeamDetail => ({
  ...summary(901, '星驰先锋队', { score: 2380, rank: 3 }),
  members: [], boostsReceived: 12, scoreParts: { members: 1780, boosts: 600 }, myPointsToday: null, boostedToday: false, myRole: null, pkId: 951, ...extra,
})

export const row = (rank: number, teamId: number, name: string, score: number, extra: Partial<RankingRow> = {}): RankingRow => ({
  rank, teamId, name, avatar: `t${teamId}.svg`, score, memberCount: 5, reachedAt: T, ...extra,
})

export const match = (extra: Partial<PkMatch> = {}): PkMatch => {
  const teamA = summary(901, '星驰先锋队', { score: 2380, rank: 3 })
  const teamB = summary(902, '极光车友队', { score: 2260, rank: 4, memberCount: 10 })
  return { id: 951, season: season(), teamA, teamB, gap: teamA.score - teamB.score, ...extra }
}

export const page = <R>(list: R[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 })
