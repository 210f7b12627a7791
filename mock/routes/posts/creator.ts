// The creator home (my profile with totals, or my latest application and the benefits) and
// applying to become a creator. A new application waits for review; after a rejection one may
// apply again. The editor's decision is not a user call: see mock/admin/creator.ts.
import { CreatorApplicationBodySchema, CreatorApplicationSchema, CreatorHomeSchema, type CreatorBenefit } from '../../../types/api/posts-creator'
import { badRequest, conflict } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId } from '../../state/db'
import { me } from '../lookup'
import { BASE, applicationView, creatorOf, latestApplication, profileView } from './creator-views'

const BENEFITS: CreatorBenefit[] = [
  { title: '流量扶持', text: '优质作品进入社区推荐位，获得更多曝光' },
  { title: '专属活动', text: '参加创作者征集活动，赢取车模、周边与用车权益' },
  { title: '成长体系', text: '发布作品积累成长值，等级越高权益越多' },
  { title: '创作课堂', text: '拍摄、剪辑、文案课程，官方编辑一对一指导' },
  { title: '数据中心', text: '浏览、点赞、评论与粉丝变化，一目了然' },
]

const AGREEMENT = [
  '你保证提交的作品为本人原创或已获得合法授权，不侵犯任何第三方的著作权、肖像权等合法权益。',
  '作品须遵守国家法律法规与社区规范，不得含有违法、虚假、低俗或商业推广等内容。',
  '你同意品牌在官方渠道展示、推荐你发布的作品，并在使用时署名。',
  '绑定的外部账号信息仅用于创作者资格审核与数据展示，我们将按照《个人信息保护声明》处理。',
  '违反本协议的，品牌有权下架相关作品、取消创作者资格，并收回因此获得的奖励。',
]

/** A name that looks like a link must be an https one (a home page the editor can open). */
const looksLikeLink = (name: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(name) || /^www\./i.test(name)

export const creatorHomeRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/mine`, summary: '创作者主页（身份、等级与数据；非创作者为最近一次申请与权益）',
    auth: 'required', spec: false, response: CreatorHomeSchema, sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      const profile = creatorOf(db, who)
      const application = latestApplication(db, who)
      return { profile: profile ? profileView(db, profile) : null, application: application ? applicationView(application) : null, benefits: BENEFITS, agreement: AGREEMENT }
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', idempotent: true, path: `${BASE}/applications`, summary: '申请成为创作者（绑定外部账号，进入审核）',
    auth: 'required', spec: false, body: CreatorApplicationBodySchema, response: CreatorApplicationSchema,
    // The dev user is a creator already: the sample first clears that (an admin call), so it can apply.
    sample: async (api) => {
      await api.call('POST', '/__admin/creator/accounts/1/reset')
      return { body: { accounts: [{ platform: 'douyin', accountName: '车主小王的自驾日记', followers: 12800, screenshot: '/static/img/covers/shot.svg' }], consent: true } }
    },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      if (!body.consent) throw badRequest('请先阅读并同意《创作者协议》')
      if (creatorOf(db, who)) throw conflict('你已是创作者')
      if (latestApplication(db, who)?.state === 'reviewing') throw conflict('申请审核中，请耐心等待')
      const accounts = body.accounts.map((a) => ({ ...a, accountName: a.accountName.trim() }))
      for (const a of accounts) {
        if (!a.accountName) throw badRequest('请填写账号名称或主页链接')
        if (looksLikeLink(a.accountName) && !/^https:\/\/\S+$/i.test(a.accountName)) throw badRequest('主页链接须以 https:// 开头')
      }
      if (new Set(accounts.map((a) => a.platform)).size < accounts.length) throw badRequest('同一平台只能绑定一个账号')
      const row = { id: nextId(db, 'creatorApplication'), accountId: who, state: 'reviewing' as const, accounts, submittedAt: iso(now), reviewedAt: null, rejectReason: null }
      db.creatorApplications.push(row)
      return applicationView(row)
    },
  }),
]
