// Invitations: summary and records (invite-record / invite-record-car pages, paged).
import { PageSchema } from '../../../types/api/common'
import { InviteQuerySchema, InviteRecordSchema, InviteSummarySchema } from '../../../types/api/user'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { me } from '../lookup'

export const inviteRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: '/web/user/invite/summary', summary: '我的邀请汇总',
    auth: 'required', spec: false, response: InviteSummarySchema, sample: {},
    handler: ({ db, accountId }) => {
      const u = me(db, accountId)
      const mine = db.invites.filter((i) => i.inviterId === u.accountId)
      return {
        inviteCode: u.inviteCode,
        invitedNum: mine.length,
        purchasedNum: mine.filter((i) => i.status === 3).length,
        rewardPoint: mine.reduce((n, i) => n + i.rewardPoint, 0),
      }
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/user/invite/records', summary: '邀请记录（type 1 注册 2 购车，分页）',
    auth: 'required', spec: false, query: InviteQuerySchema, response: PageSchema(InviteRecordSchema),
    sample: { query: { type: 1, pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.invites
        .filter((i) => i.inviterId === who && (!query.type || i.type === query.type))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ inviterId: _i, ...r }) => r)
      return paginate(rows, query)
    },
  }),
]
