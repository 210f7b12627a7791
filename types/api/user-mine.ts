// Domain `user`, calls the mine area needs beyond spec §7: the sign-in page's banners, and the
// friend's side of a registration invitation (who invited me, accept it).
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema } from './common'

export const SignInBannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  image: Type.String(),
  /** An app route ('/package-...'), or '' when the banner only informs. */
  linkUrl: Type.String(),
  sort: Type.Integer(),
})
export type SignInBanner = Static<typeof SignInBannerSchema>

export const InviteCodeSchema = Type.String({ pattern: '^[A-Z]{2}\\d{6}$', errorMessage: '必须是邀请码（如 XC000001）' })

export const InviterQuerySchema = Type.Object({ inviteCode: InviteCodeSchema })
export type InviterQuery = Static<typeof InviterQuerySchema>

export const InviterCardSchema = Type.Object({
  accountId: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  inviteCode: Type.String(),
  /** How many friends accepted this inviter's invitations. */
  invitedNum: Type.Integer(),
})
export type InviterCard = Static<typeof InviterCardSchema>

export const InviteAcceptBodySchema = Type.Object({ inviteCode: InviteCodeSchema })
export type InviteAcceptBody = Static<typeof InviteAcceptBodySchema>

export const InviteAcceptSchema = Type.Object({
  inviterName: Type.String(),
  /** Points the inviter earned by this acceptance. */
  rewardPoint: Type.Integer(),
  acceptedAt: DateTimeSchema,
})
export type InviteAccept = Static<typeof InviteAcceptSchema>
