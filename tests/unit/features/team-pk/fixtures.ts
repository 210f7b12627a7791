import type { Season, TeamDetail, TeamMember, TeamSummary } from '@api/activity'

export const T = '2026-11-20T10:00:00+08:00'

// Rows for the Team PK screens' tests, each test overriding what it is about.
export const season = (extra: Partial<Season> = {}): Season => ({
  id: 1, name: '2026 冬季赛', startTime: T, endTime: new Date(Date.now() + 12 * 86_400_000).toISOString(), state: 'running', boostPoints: 50, maxMembers: 10, myTeamId: null, ...extra,
})

export const summary = (id: number, extra: Partial<TeamSummary> = {}): TeamSummary => ({
  id, name: `战队${id}`, slogan: '一起冲榜', avatar: `t${id}.svg`, captainName: `队长${id}`, cityName: '上海', memberCount: 4, maxMembers: 10,
  score: 1000 - id, rank: id - 900, ...extra,
})

export const member = (accountId: number, name: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  accountId, displayName: name, avatarUrl: 'm.svg', points: 100, isCaptain: false, joinedAt: T, ...extra,
})

export const MEMBERS = [member(1, '车主小王', { isCaptain: true, points: 300 }), member(4, '车友阿杰', { points: 120 }), member(5, '小林', { points: 200 })]

export const detail = (id: number, extra: Partial<TeamDetail> = {}): TeamDetail => ({
  ...summary(id, { name: '星驰先锋队', memberCount: 3, rank: 3, score: 2450 }), members: MEMBERS, boostsReceived: 17,
  scoreParts: { members: 1600, boosts: 850 }, myPointsToday: null, boostedToday: false, myRole: null, pkId: null, ...extra,
})

export const page = <R>(list: R[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 })
