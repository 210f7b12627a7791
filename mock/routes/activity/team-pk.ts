// Team PK reads (domain activity): the season with my team, the teams (search, recommended),
// a team with its members, the ranking and my row, a head-to-head, the rules. Writes are in
// team-pk-writes.ts, the rules of ranking and boosting in team-pk-rules.ts.
import { Type } from '@sinclair/typebox'
import { PkMatchSchema, RankingRowSchema, SeasonSchema, TeamDetailSchema, TeamQuerySchema, TeamSummarySchema } from '../../../types/api/activity-team-pk'
import { IdParamsSchema, PageQuerySchema, PageSchema } from '../../../types/api/common'
import { RuleDocSchema } from '../../../types/api/user'
import { must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { homeCity } from '../../seed/team-pk'
import { BASE, currentSeason, myTeam, pkView, rankingRows, seasonView, summaries, teamDetail } from './team-pk-views'

const RECOMMENDED = 10

export const teamPkRoutes = [
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/season`, summary: '战队 PK 当前赛季（带 token 含我的战队）',
    auth: 'optional', spec: false, response: SeasonSchema, sample: {},
    handler: ({ db, accountId, now }) => seasonView(db, accountId, now),
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/teams`, summary: '本赛季战队（分页，按排名；keyword 按名称搜索）',
    auth: 'none', spec: false, query: TeamQuerySchema, response: PageSchema(TeamSummarySchema), sample: { query: { pageNo: 1, pageSize: 10, keyword: '队' } },
    handler: ({ db, query }) => {
      const keyword = query.keyword?.trim() ?? ''
      return paginate(summaries(db).filter((t) => t.name.includes(keyword)), query)
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/teams/recommended`, summary: '推荐战队（未满员，同城优先，最多 10 支）',
    auth: 'optional', spec: false, response: Type.Array(TeamSummarySchema), sample: {},
    handler: ({ db, accountId }) => {
      const city = homeCity(accountId)
      const mine = myTeam(db, accountId)?.id
      const { maxMembers } = currentSeason(db)
      return summaries(db)
        .filter((t) => t.memberCount < maxMembers && t.id !== mine)
        .sort((a, b) => Number(b.cityName === city) - Number(a.cityName === city) || a.rank - b.rank)
        .slice(0, RECOMMENDED)
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/teams/:id`, summary: '战队详情（队员、积分构成：队员社区活动与助力；带 token 含我的角色、今日是否已助力、我今日为战队所得积分）',
    auth: 'optional', spec: false, params: IdParamsSchema, response: TeamDetailSchema, sample: { params: { id: 901 } },
    handler: ({ db, params, accountId, now }) => teamDetail(db, params.id, accountId, now),
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/ranking`, summary: '赛季总排名（分页；同分先达到者在前）',
    auth: 'none', spec: false, query: PageQuerySchema, response: PageSchema(RankingRowSchema), sample: { query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, query }) => paginate(rankingRows(db), query),
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/ranking/mine`, summary: '我的战队在总排名中的一行（无战队或未登录为 null）',
    auth: 'optional', spec: false, response: Type.Union([RankingRowSchema, Type.Null()]), sample: {},
    handler: ({ db, accountId }) => {
      const mine = myTeam(db, accountId)
      return rankingRows(db).find((r) => r.teamId === mine?.id) ?? null
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/pk/:id`, summary: '两支战队的 PK（公开，可分享）',
    auth: 'none', spec: false, params: IdParamsSchema, response: PkMatchSchema, sample: { params: { id: 951 } },
    handler: ({ db, params, now }) => pkView(db, must(db.teamPks.find((p) => p.id === params.id), 'PK'), now),
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/rules`, summary: '战队 PK 规则（HTML，须净化后展示）',
    auth: 'none', spec: false, response: RuleDocSchema, sample: {},
    handler: ({ db }) => db.teamRules,
  }),
]
