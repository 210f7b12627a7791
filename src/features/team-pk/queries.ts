import { AREA, definePaged, defineQuery } from '@/core/query'
import { getMyRanking, getPk, getRanking, getRecommendedTeams, getSeason, getTeam, getTeams } from './api'

// The Team PK reads, each defined once. Every write of the area marks all of them (AREA.teamPk).

/** The season; keyed by whether there is a token (a guest's answer has no `myTeamId`); mine kept on the device. */
export const seasonQuery = defineQuery((who: 'mine' | 'guest') => [AREA.teamPk, 'season', who], () => getSeason(), { keep: (who) => who === 'mine' })
/** Any team, as a link opens it (someone else's: never kept). */
export const teamQuery = defineQuery((id: number) => [AREA.teamPk, 'team', id], getTeam)
/** My team, as 我的战队 shows it (the season's `myTeamId`): a read of its own, kept on the device. */
export const myTeamQuery = defineQuery((id: number) => [AREA.teamPk, 'my-team', id], getTeam, { keep: true })
export const recommendedTeamsQuery = defineQuery(() => [AREA.teamPk, 'recommended'], getRecommendedTeams)
export const myRankingQuery = defineQuery(() => [AREA.teamPk, 'my-ranking'], getMyRanking)
export const pkQuery = defineQuery((id: number) => [AREA.teamPk, 'pk', id], getPk)

/** The season's teams, searched by name when `keyword` is not empty. */
export const teamsList = definePaged(
  (keyword: string) => [AREA.teamPk, 'teams', keyword],
  (keyword: string, pageNo: number, pageSize: number) => getTeams({ pageNo, pageSize, ...(keyword ? { keyword } : {}) }),
)
export const rankingList = definePaged(() => [AREA.teamPk, 'ranking'], (pageNo: number, pageSize: number) => getRanking({ pageNo, pageSize }))

/** The ranking rules (RuleDocScreen reads them under this key). */
export const TEAM_PK_RULES = [AREA.teamPk, 'rules'] as const
