import type { BoostResult, LeaveBody, PkMatch, RankingRow, Season, TeamBody, TeamDetail, TeamQuery, TeamSummary } from '@api/activity'
import type { Ok, Page } from '@api/common'
import type { RuleDoc } from '@api/user'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { TEAM_PK_BASE as BASE } from './constants'

// Team PK (domain activity). Every write marks AREA.teamPk changed: the season (my team), the team
// lists, the teams' details and the ranking read again wherever they are shown.
const activity = 'activity'
const changed = <T>(write: Promise<T>) => afterWrite(write, AREA.teamPk)

/** The running season (or the last one, ended) and, with a token, my team in it. */
export function getSeason(): Promise<Season> {
  return request<Season>({ domain: activity, path: `${BASE}/season` })
}

/** Teams of the season, by name when `keyword` is given, highest score first. */
export function getTeams(query: TeamQuery): Promise<Page<TeamSummary>> {
  return request<Page<TeamSummary>>({ domain: activity, path: `${BASE}/teams`, query, auth: false })
}

/** Teams with room, those of my city first. */
export function getRecommendedTeams(): Promise<TeamSummary[]> {
  return request<TeamSummary[]>({ domain: activity, path: `${BASE}/teams/recommended` })
}

/** A team with its members; with a token also my role there and whether I boosted it today. */
export function getTeam(id: number): Promise<TeamDetail> {
  return request<TeamDetail>({ domain: activity, path: `${BASE}/teams/${id}` })
}

/**
 * Forms a team with me as captain. Refusals (toasted): 战队名称包含敏感词… (400),
 * 本赛季你已加入战队 (409), 赛季已结束 (409).
 */
export function createTeam(body: TeamBody, requestId?: string): Promise<TeamDetail> {
  return changed(request<TeamDetail>({ domain: activity, method: 'POST', path: `${BASE}/teams`, data: body, requestId }))
}

/**
 * Joins a team with room. Refusals (toasted): 战队已满员 / 本赛季你已加入战队 / 赛季已结束 (409).
 * With `requestId`, a retry after a lost answer gets the join back rather than 本赛季你已加入战队.
 */
export function joinTeam(id: number, requestId?: string): Promise<TeamDetail> {
  return changed(request<TeamDetail>({ domain: activity, method: 'POST', path: `${BASE}/teams/${id}/join`, requestId }))
}

/** Leaves my team; a captain names a successor or dissolves it (400 without either). */
export function leaveTeam(id: number, body: LeaveBody = {}): Promise<Ok> {
  return changed(request<Ok>({ domain: activity, method: 'POST', path: `${BASE}/teams/${id}/leave`, data: body }))
}

/** The captain removes a member. 403 when not the captain. */
export function removeMember(teamId: number, accountId: number): Promise<TeamDetail> {
  return changed(request<TeamDetail>({ domain: activity, method: 'DELETE', path: `${BASE}/teams/${teamId}/members/${accountId}` }))
}

/** The captain dissolves the team. */
export function dissolveTeam(id: number): Promise<Ok> {
  return changed(request<Ok>({ domain: activity, method: 'DELETE', path: `${BASE}/teams/${id}` }))
}

/** Boosts a team: its score rises by the season's boostPoints. Once per team per day: 今天已为该战队助力，明天再来吧 (409). */
export function boostTeam(id: number): Promise<BoostResult> {
  return changed(request<BoostResult>({ domain: activity, method: 'POST', path: `${BASE}/teams/${id}/boost` }))
}

/** The season's ranking: score, then who reached it first. */
export function getRanking(query: { pageNo: number; pageSize: number }): Promise<Page<RankingRow>> {
  return request<Page<RankingRow>>({ domain: activity, path: `${BASE}/ranking`, query, auth: false })
}

/** My team's row of the ranking (null without a team), pinned above the list. */
export function getMyRanking(): Promise<RankingRow | null> {
  return request<RankingRow | null>({ domain: activity, path: `${BASE}/ranking/mine` })
}

/** A head-to-head of two teams (public: a friend opens the shared page). */
export function getPk(id: number): Promise<PkMatch> {
  return request<PkMatch>({ domain: activity, path: `${BASE}/pk/${id}`, auth: false })
}

/** Challenges another team with mine; the answer is the head-to-head to share. 409 without a team of mine. */
export function challenge(rivalTeamId: number): Promise<PkMatch> {
  return changed(request<PkMatch>({ domain: activity, method: 'POST', path: `${BASE}/pk`, data: { rivalTeamId } }))
}

/** The ranking rules (server HTML: render it sanitized). */
export function getTeamRules(): Promise<RuleDoc> {
  return request<RuleDoc>({ domain: activity, path: `${BASE}/rules`, auth: false })
}
