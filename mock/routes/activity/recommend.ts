// Recommend-a-purchase (spec §7): activity detail, my statistics, the inviter's card for an
// invitation page, my leads, and inserting leads and share scenes.
import { PageSchema } from '../../../types/api/common'
import {
  DetailInviteQuerySchema, DetailInviteSchema, RecommendActivitySchema, RecommendDetailQuerySchema,
  RecommendInsertSchema, RecommendRecordSchema, RecommendResultsQuerySchema, RecommendSceneInsertSchema,
  RecommendSceneSchema, RecommendStatisticsSchema, type RecommendInsert,
} from '../../../types/api/activity'
import { badRequest, conflict, must, unauthorized } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { hashString } from '../../core/prng'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { img } from '../../seed/img'
import { maskMobile, me, regionByCode, userById } from '../lookup'

const BASE = '/api/v1/activity/app/recommend/purchase'
/** The running activity is the default when the app does not name one. */
const DEFAULT_ACTIVITY = 401
const activity = (db: Db, id = DEFAULT_ACTIVITY) => must(db.recommendActivities.find((a) => a.id === id), '活动')
const strip = ({ fullMobile: _m, ...r }: Db['recommendRecords'][number]) => r

/** The store named, or the first store of the friend's city (a friend knows their city, not the stores). */
function dealerFor(db: Db, body: RecommendInsert) {
  if (body.dealerCode) return must(db.dealers.find((d) => d.dealerCode === body.dealerCode), '经销商')
  if (!body.provinceCode || !body.cityCode) throw badRequest('请选择经销商门店或所在城市')
  const city = must(regionByCode(db, body.cityCode), '城市')
  if (city.parentCode !== body.provinceCode) throw badRequest('城市不属于所选省份')
  return must(db.dealers.find((d) => d.cityCode === city.regionCode), '该城市的门店')
}

export const recommendRoutes = [
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/detail`, summary: '推荐购车活动详情',
    auth: 'none', spec: true, query: RecommendDetailQuerySchema, response: RecommendActivitySchema, sample: { query: { activityId: 401 } },
    handler: ({ db, query }) => activity(db, query.activityId),
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/getRecommendStatistics`, summary: '我的推荐统计',
    auth: 'required', spec: true, query: RecommendDetailQuerySchema, response: RecommendStatisticsSchema, sample: { query: { activityId: 401 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const a = activity(db, query.activityId)
      const mine = db.recommendRecords.filter((r) => r.activityId === a.id && r.inviterAccountId === who)
      return {
        activityId: a.id, inviteNum: mine.length,
        testDriveNum: mine.filter((r) => r.status >= 2).length,
        purchaseNum: mine.filter((r) => r.status === 3).length,
        rewardPoint: mine.reduce((n, r) => n + r.rewardPoint, 0),
      }
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/detailInvite`, summary: '邀请页：活动与邀请人（accountId 缺省为当前用户）',
    auth: 'optional', spec: true, query: DetailInviteQuerySchema, response: DetailInviteSchema, sample: { query: { activityId: 401, accountId: 1 } },
    handler: ({ db, query, accountId }) => {
      const inviterId = query.accountId ?? accountId
      if (inviterId === null) throw unauthorized()
      const u = userById(db, inviterId)
      const a = activity(db, query.activityId)
      return {
        activity: a,
        inviter: { accountId: u.accountId, displayName: u.displayName, avatarUrl: u.avatarUrl },
        inviteNum: db.recommendRecords.filter((r) => r.activityId === a.id && r.inviterAccountId === u.accountId).length,
      }
    },
  }),
  defineRoute({
    area: 'activity', method: 'GET', path: `${BASE}/getRecommendResults`, summary: '我的推荐结果（分页）',
    auth: 'required', spec: true, query: RecommendResultsQuerySchema, response: PageSchema(RecommendRecordSchema), sample: { query: { pageNo: 1 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.recommendRecords
        .filter((r) => r.inviterAccountId === who && (!query.activityId || r.activityId === query.activityId) && (!query.status || r.status === query.status))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return paginate(rows.map(strip), query)
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', idempotent: true, path: `${BASE}/insert`, summary: '提交推荐（车主替好友填写，或好友凭邀请链接自己留资，无需登录）',
    auth: 'optional', spec: true, body: RecommendInsertSchema, response: RecommendRecordSchema,
    sample: { body: { activityId: 401, inviterAccountId: 1, name: '周杰', mobile: '15912345678', vehicleTypeId: 2, provinceCode: '110000', cityCode: '110100', consent: true, sceneId: '401-1-seed01' } },
    handler: ({ db, body, accountId, now }) => {
      // A friend from a shared link is usually logged out: the link names the inviter.
      if (body.inviterAccountId === undefined && accountId === null) throw unauthorized()
      const inviter = userById(db, body.inviterAccountId ?? me(db, accountId).accountId)
      const a = activity(db, body.activityId)
      if (a.status !== 2) throw badRequest('活动不在进行中')
      if (body.consent === false) throw badRequest('请先阅读并同意《个人信息保护声明》')
      if (inviter.mobile === body.mobile) throw badRequest('不能推荐自己')
      if (db.recommendRecords.some((r) => r.activityId === a.id && r.fullMobile === body.mobile)) throw conflict('该手机号已被推荐过')
      const vt = must(db.vehicleTypes.find((v) => v.id === body.vehicleTypeId), '车型')
      const dealer = dealerFor(db, body)
      const shared = body.sceneId === undefined ? undefined : db.recommendScenes.find((x) => x.sceneId === body.sceneId)
      if (shared && (shared.activityId !== a.id || shared.accountId !== inviter.accountId)) throw badRequest('分享链接与邀请人不符')
      const row = {
        id: nextId(db, 'recommend'), activityId: a.id, inviterAccountId: inviter.accountId, name: body.name,
        fullMobile: body.mobile, mobile: maskMobile(body.mobile), vehicleTypeId: vt.id, vehicleTypeName: vt.name,
        dealerCode: dealer.dealerCode, dealerName: dealer.dealerName, status: 1, statusText: '已留资', rewardPoint: 200, createdAt: iso(now),
        ...(shared ? { scene: shared.scene } : {}),
      }
      db.recommendRecords.push(row)
      // The inviter's invitation records (购车邀请) list the friend too.
      db.invites.push({
        id: nextId(db, 'invite'), inviterId: inviter.accountId, type: 2, inviteeName: `${body.name.slice(0, 1)}**`,
        inviteeAvatar: img('avatars', `invitee-${row.id}`, body.name.slice(0, 1)), inviteeMobile: row.mobile, status: 1, statusText: '已留资',
        rewardPoint: row.rewardPoint, createdAt: row.createdAt,
      })
      return strip(row)
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: `${BASE}/insertScene`, summary: '记录分享场景（生成 sceneId 供二维码使用）',
    auth: 'required', spec: true, body: RecommendSceneInsertSchema, response: RecommendSceneSchema,
    sample: { body: { activityId: 401, scene: 'poster' } },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const a = activity(db, body.activityId)
      const sceneId = `${a.id}-${who}-${hashString(`${body.scene}|${nextId(db, 'scene')}`).toString(36)}`
      const row = { sceneId, activityId: a.id, scene: body.scene, createdAt: iso(now), accountId: who }
      db.recommendScenes.push(row)
      return { sceneId, activityId: a.id, scene: body.scene, createdAt: row.createdAt }
    },
  }),
]
