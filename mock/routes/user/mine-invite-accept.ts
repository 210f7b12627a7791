// The friend's side of a registration invitation: who invited me (public, for the landing
// card) and accepting it, which adds an invite record and points for the inviter.
import { InviteAcceptBodySchema, InviteAcceptSchema, InviterCardSchema, InviterQuerySchema } from '../../../types/api/user-mine'
import { badRequest, conflict, must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { maskMobile, me } from '../lookup'

/** Points an inviter earns when a friend accepts (the seed's invite records use the same). */
export const INVITE_REWARD = 200
const acceptedKey = (accountId: number) => `inviteAccepted:${accountId}`
const inviterOf = (db: Db, code: string) => must(db.users.find((u) => u.inviteCode === code), '邀请码')

export const inviteAcceptRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: '/web/user/invite/inviter', summary: '邀请人名片（按邀请码）',
    auth: 'none', spec: false, query: InviterQuerySchema, response: InviterCardSchema,
    sample: { query: { inviteCode: 'XC000001' } },
    handler: ({ db, query }) => {
      const u = inviterOf(db, query.inviteCode)
      const invitedNum = db.invites.filter((i) => i.inviterId === u.accountId).length
      return { accountId: u.accountId, displayName: u.displayName, avatarUrl: u.avatarUrl, inviteCode: u.inviteCode, invitedNum }
    },
  }),
  defineRoute({
    area: 'user', method: 'POST', path: '/web/user/invite/accept', summary: '接受好友邀请（每个账号一次）',
    auth: 'required', spec: false, body: InviteAcceptBodySchema, response: InviteAcceptSchema,
    // dev-token is user 1, so the sample accepts user 2's invitation.
    sample: { body: { inviteCode: 'XC000002' } },
    handler: ({ db, body, accountId, now }) => {
      const friend = me(db, accountId)
      const inviter = inviterOf(db, body.inviteCode)
      if (inviter.accountId === friend.accountId) throw badRequest('不能接受自己的邀请')
      if (db.flags[acceptedKey(friend.accountId)]) throw conflict('你已经接受过好友的邀请了')
      db.flags[acceptedKey(friend.accountId)] = true
      const acceptedAt = iso(now)
      db.invites.push({
        id: nextId(db, 'invite'), inviterId: inviter.accountId, type: 1, inviteeName: `${friend.displayName.slice(0, 1)}**`,
        inviteeAvatar: friend.avatarUrl, inviteeMobile: maskMobile(friend.mobile), status: 1, statusText: '已注册',
        rewardPoint: INVITE_REWARD, createdAt: acceptedAt,
      })
      inviter.point += INVITE_REWARD
      db.pointRecords.push({
        id: nextId(db, 'point'), accountId: inviter.accountId, change: INVITE_REWARD, balance: inviter.point,
        reason: '邀请好友注册', createdAt: acceptedAt,
      })
      return { inviterName: inviter.displayName, rewardPoint: INVITE_REWARD, acceptedAt }
    },
  }),
]
