// Team PK writes: form, join, leave (a captain hands over or dissolves), remove a member,
// dissolve, boost (once per team per China day), challenge another team. A member who leaves or is
// removed takes nothing away: the points they earned stay in the team's score (team-pk-score.ts
// credits them from the community's writes). Every write refuses
// once the season ended (赛季已结束). The samples first put Team PK back to its seed (an admin
// call), as the dev user is a captain there.
import { Type } from '@sinclair/typebox'
import { BoostResultSchema, LeaveBodySchema, PkBodySchema, PkMatchSchema, TeamBodySchema, TeamDetailSchema } from '../../../types/api/activity-team-pk'
import { IdParamsSchema, OkSchema } from '../../../types/api/common'
import { badRequest, conflict, forbidden, notFound } from '../../core/api-error'
import { defineRoute, type SampleApi } from '../../core/route'
import { chinaDay, iso } from '../../core/time'
import { homeCity, type TeamRow } from '../../seed/team-pk'
import type { Db } from '../../state/db'
import { nextId } from '../../state/db'
import { flaggedWords } from '../posts/checks'
import { me } from '../lookup'
import { BASE, currentSeason, membersOf, mustBeRunning, myTeam, pkView, summaryOf, teamById, teamDetail } from './team-pk-views'
import { canBoost } from './team-pk-rules'

const RESTORE = '/__admin/team-pk/restore'
/** The dev user hands 901 over to user 4, so they are free to form or join a team. */
async function freeDevUser(api: SampleApi) {
  await api.call('POST', RESTORE)
  await api.call('POST', `/activity${BASE}/teams/901/leave`, { body: { successorId: 4 } })
}

const MemberParamsSchema = Type.Object({ teamId: Type.Integer({ minimum: 1 }), accountId: Type.Integer({ minimum: 1 }) })

function dissolve(db: Db, team: TeamRow): void {
  db.teams = db.teams.filter((t) => t.id !== team.id)
  db.teamMembers = db.teamMembers.filter((m) => m.teamId !== team.id)
  db.teamPks = db.teamPks.filter((p) => p.teamA !== team.id && p.teamB !== team.id)
}

function mustBeCaptain(team: TeamRow, accountId: number, refusal: string): void {
  if (team.captainId !== accountId) throw forbidden(refusal)
}

function addMember(db: Db, teamId: number, accountId: number, now: number): void {
  const user = me(db, accountId)
  db.teamMembers.push({ teamId, accountId, displayName: user.displayName, avatarUrl: user.avatarUrl, points: 0, joinedAt: iso(now) })
}

export const teamPkWriteRoutes = [
  defineRoute({
    area: 'activity', method: 'POST', idempotent: true, path: `${BASE}/teams`, summary: '组建战队（名称 2–12 字、敏感词检测；每赛季一支）',
    auth: 'required', spec: false, body: TeamBodySchema, response: TeamDetailSchema,
    sample: async (api) => {
      await freeDevUser(api)
      return { body: { name: '晨风试驾队', slogan: '一起出发', avatar: '/static/img/avatars/team-new.svg' } }
    },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      mustBeRunning(db, now)
      const name = body.name.trim()
      const slogan = body.slogan.trim()
      const length = [...name].length
      if (length < 2 || length > 12) throw badRequest('战队名称需 2–12 个字')
      const flagged = flaggedWords(db, name)
      if (flagged.length) throw badRequest(`战队名称包含敏感词：${flagged.join('、')}`)
      const inSlogan = flaggedWords(db, slogan)
      if (inSlogan.length) throw badRequest(`战队口号包含敏感词：${inSlogan.join('、')}`)
      if (myTeam(db, who)) throw conflict('本赛季你已加入战队')
      const season = currentSeason(db)
      if (db.teams.some((t) => t.seasonId === season.id && t.name === name)) throw conflict('战队名称已被使用')
      const id = nextId(db, 'team')
      db.teams.push({
        id, seasonId: season.id, name, slogan, avatar: body.avatar.trim(), cityName: homeCity(who), captainId: who,
        score: 0, memberPoints: 0, reachedAt: iso(now), boostsReceived: 0, createdAt: iso(now),
      })
      addMember(db, id, who, now)
      return teamDetail(db, id, who, now)
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', idempotent: true, path: `${BASE}/teams/:id/join`, summary: '加入战队（未满员；每赛季一支）',
    auth: 'required', spec: false, params: IdParamsSchema, response: TeamDetailSchema,
    sample: async (api) => {
      await freeDevUser(api)
      return { params: { id: 902 } }
    },
    handler: ({ db, params, accountId, now }) => {
      const who = me(db, accountId).accountId
      const team = teamById(db, params.id)
      mustBeRunning(db, now)
      if (myTeam(db, who)) throw conflict('本赛季你已加入战队')
      if (membersOf(db, team.id).length >= currentSeason(db).maxMembers) throw conflict('战队已满员')
      addMember(db, team.id, who, now)
      return teamDetail(db, team.id, who, now)
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: `${BASE}/teams/:id/leave`, summary: '退出战队（队长须指定新队长 successorId 或 dissolve 解散）',
    auth: 'required', spec: false, params: IdParamsSchema, body: LeaveBodySchema, optionalBody: true, response: OkSchema,
    sample: async (api) => {
      await api.call('POST', RESTORE)
      return { params: { id: 901 }, body: { successorId: 4 } }
    },
    handler: ({ db, params, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const team = teamById(db, params.id)
      mustBeRunning(db, now)
      if (!membersOf(db, team.id).some((m) => m.accountId === who)) throw conflict('你不是该战队的队员')
      if (team.captainId === who) {
        if (body.dissolve && body.successorId !== undefined) throw badRequest('移交队长和解散战队只能选一项')
        if (body.dissolve) {
          dissolve(db, team)
          return { ok: true }
        }
        if (body.successorId === undefined) throw badRequest('请选择新队长或解散战队')
        if (body.successorId === who || !membersOf(db, team.id).some((m) => m.accountId === body.successorId)) throw badRequest('新队长须是本队的其他队员')
        team.captainId = body.successorId
      }
      db.teamMembers = db.teamMembers.filter((m) => !(m.teamId === team.id && m.accountId === who))
      return { ok: true }
    },
  }),
  defineRoute({
    area: 'activity', method: 'DELETE', path: `${BASE}/teams/:teamId/members/:accountId`, summary: '队长移除队员',
    auth: 'required', spec: false, params: MemberParamsSchema, response: TeamDetailSchema,
    sample: async (api) => {
      await api.call('POST', RESTORE)
      return { params: { teamId: 901, accountId: 4 } }
    },
    handler: ({ db, params, accountId, now }) => {
      const who = me(db, accountId).accountId
      const team = teamById(db, params.teamId)
      mustBeRunning(db, now)
      mustBeCaptain(team, who, '仅队长可以移除队员')
      if (params.accountId === who) throw badRequest('不能移除自己，如需离开请移交队长或解散战队')
      if (!membersOf(db, team.id).some((m) => m.accountId === params.accountId)) throw notFound('队员不存在')
      db.teamMembers = db.teamMembers.filter((m) => !(m.teamId === team.id && m.accountId === params.accountId))
      return teamDetail(db, team.id, who, now)
    },
  }),
  defineRoute({
    area: 'activity', method: 'DELETE', path: `${BASE}/teams/:id`, summary: '队长解散战队（队员恢复自由）',
    auth: 'required', spec: false, params: IdParamsSchema, response: OkSchema,
    sample: async (api) => {
      await api.call('POST', RESTORE)
      return { params: { id: 901 } }
    },
    handler: ({ db, params, accountId, now }) => {
      const who = me(db, accountId).accountId
      const team = teamById(db, params.id)
      mustBeRunning(db, now)
      mustBeCaptain(team, who, '仅队长可以解散战队')
      dissolve(db, team)
      return { ok: true }
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: `${BASE}/teams/:id/boost`, summary: '为战队助力（每人每天每队一次，加赛季助力分）',
    auth: 'required', spec: false, params: IdParamsSchema, response: BoostResultSchema,
    sample: async (api) => {
      await api.call('POST', RESTORE)
      return { params: { id: 902 } }
    },
    handler: ({ db, params, accountId, now }) => {
      const who = me(db, accountId).accountId
      const team = teamById(db, params.id)
      mustBeRunning(db, now)
      const day = chinaDay(now)
      if (!canBoost(db.teamBoosts, who, team.id, day)) throw conflict('今天已为该战队助力，明天再来吧')
      const added = currentSeason(db).boostPoints
      db.teamBoosts.push({ accountId: who, teamId: team.id, day, at: iso(now) })
      team.score += added
      team.reachedAt = iso(now)
      team.boostsReceived += 1
      return { team: summaryOf(db, team.id), added }
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: `${BASE}/pk`, summary: '以我的战队向另一支战队发起 PK（已有则返回该 PK）',
    auth: 'required', spec: false, body: PkBodySchema, response: PkMatchSchema,
    sample: async (api) => {
      await api.call('POST', RESTORE)
      return { body: { rivalTeamId: 903 } }
    },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const rival = teamById(db, body.rivalTeamId)
      mustBeRunning(db, now)
      const mine = myTeam(db, who)
      if (!mine) throw conflict('你还没有加入战队，先组队或加入一支战队吧')
      if (mine.id === rival.id) throw badRequest('不能和自己的战队 PK')
      const pair = (p: Db['teamPks'][number]) => (p.teamA === mine.id && p.teamB === rival.id) || (p.teamA === rival.id && p.teamB === mine.id)
      const existing = db.teamPks.find(pair)
      if (existing) return pkView(db, existing, now)
      const row = { id: nextId(db, 'teamPk'), seasonId: mine.seasonId, teamA: mine.id, teamB: rival.id, createdAt: iso(now) }
      db.teamPks.push(row)
      return pkView(db, row, now)
    },
  }),
]
