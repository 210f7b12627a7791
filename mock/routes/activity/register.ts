// Activity registration (spec §7 "GET {hash}, getUserInfo, pageRegisterRecord,
// validActivity"): the activity page is opened by the hash in its share link.
import { PageSchema } from '../../../types/api/common'
import {
  ActivityIdQuerySchema, HashParamsSchema, MyRegistrationSchema, RegisterActivitySchema, RegisterBodySchema, RegisterListQuerySchema,
  RegisterRecordQuerySchema, RegisterRecordSchema, RegisterUserInfoSchema, ValidActivitySchema, type MyRegistration, type RegisterActivity,
  type RegisterListState, type RegisterRecord,
} from '../../../types/api/activity'
import { badRequest, conflict, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { maskMobile, me } from '../lookup'

const BASE = '/api/v1/activity/app/register'
const activity = (db: Db, id: number) => must(db.registerActivities.find((a) => a.id === id), '活动')

/** Why registration is closed, or '' when open. */
function closedReason(a: RegisterActivity, now: number): string {
  if (a.status === 1) return '活动尚未开始报名'
  if (a.status === 3 || Date.parse(a.endTime) < now) return '活动已结束'
  if (Date.parse(a.signupEndTime) < now) return '报名已截止'
  if (a.registeredNum >= a.quota) return '报名人数已满'
  return ''
}

/** The hub tab an activity is in: ended (by status or time), registration not open yet (status 1), or open. */
function listState(a: RegisterActivity, now: number): RegisterListState {
  if (a.status === 3 || Date.parse(a.endTime) < now) return 'ended'
  return a.status === 1 ? 'upcoming' : 'open'
}

const time = (t: string) => Date.parse(t)
/** Open: the nearest sign-up deadline first; upcoming: the soonest start; ended: the latest end. */
const LIST_ORDER: Record<RegisterListState, (a: RegisterActivity, b: RegisterActivity) => number> = {
  open: (a, b) => time(a.signupEndTime) - time(b.signupEndTime),
  upcoming: (a, b) => time(a.startTime) - time(b.startTime),
  ended: (a, b) => time(b.endTime) - time(a.endTime),
}

/** A registration with its activity, and whether that activity is ahead, under way or over. */
function withActivity(db: Db, r: RegisterRecord, now: number): MyRegistration {
  const a = activity(db, r.activityId)
  const state = a.status === 3 || time(a.endTime) < now ? 'ended' : time(a.startTime) > now ? 'waiting' : 'ongoing'
  return { ...r, activityHash: a.hash, cover: a.cover, address: a.address, startTime: a.startTime, endTime: a.endTime, state }
}

export const registerRoutes = [
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/list`, summary: '活动列表（报名中 / 即将开始 / 已结束，分页）',
    auth: 'none', spec: false, query: RegisterListQuerySchema, response: PageSchema(RegisterActivitySchema), sample: { query: { state: 'open' } },
    handler: ({ db, query, now }) => {
      const rows = db.registerActivities.filter((a) => listState(a, now) === query.state).sort(LIST_ORDER[query.state])
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/:hash`, summary: '报名活动详情（按分享链接中的 hash）',
    auth: 'none', spec: true, params: HashParamsSchema, response: RegisterActivitySchema, sample: { params: { hash: 'spring-ride-2025' } },
    handler: ({ db, params }) => must(db.registerActivities.find((a) => a.hash === params.hash), '活动'),
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/getUserInfo`, summary: '报名页的用户信息与报名状态',
    auth: 'required', spec: true, query: ActivityIdQuerySchema, response: RegisterUserInfoSchema, sample: { query: { activityId: 201 } },
    handler: ({ db, query, accountId }) => {
      const u = me(db, accountId)
      activity(db, query.activityId)
      const record = db.registerRecords.find((r) => r.activityId === query.activityId && r.accountId === u.accountId) ?? null
      return { accountId: u.accountId, displayName: u.displayName, avatarUrl: u.avatarUrl, mobile: u.mobile, registered: record !== null, record }
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/pageRegisterRecord`, summary: '我的报名记录（分页）',
    auth: 'required', spec: true, query: RegisterRecordQuerySchema, response: PageSchema(MyRegistrationSchema), sample: { query: { pageNo: 1 } },
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const rows = db.registerRecords
        .filter((r) => r.accountId === who && (!query.activityId || r.activityId === query.activityId))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return paginate(rows.map((r) => withActivity(db, r, now)), query)
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/validActivity`, summary: '活动是否可报名',
    auth: 'none', spec: true, query: ActivityIdQuerySchema, response: ValidActivitySchema, sample: { query: { activityId: 201 } },
    handler: ({ db, query, now }) => {
      const reason = closedReason(activity(db, query.activityId), now)
      return { activityId: query.activityId, valid: reason === '', reason }
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', idempotent: true, path: `${BASE}/submit`, summary: '报名活动（每人一次）',
    auth: 'required', spec: false, body: RegisterBodySchema, response: RegisterRecordSchema,
    sample: { body: { activityId: 201, name: '王小明', mobile: '13800138000', companions: 1 } },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const a = activity(db, body.activityId)
      const reason = closedReason(a, now)
      if (reason) throw badRequest(reason)
      if (db.registerRecords.some((r) => r.activityId === a.id && r.accountId === who)) throw conflict('你已报名该活动')
      a.registeredNum += 1
      const row = {
        id: nextId(db, 'register'), activityId: a.id, activityName: a.name, accountId: who, name: body.name,
        mobile: maskMobile(body.mobile), companions: body.companions ?? 0, createdAt: iso(now),
      }
      db.registerRecords.push(row)
      return row
    },
  }),
]
