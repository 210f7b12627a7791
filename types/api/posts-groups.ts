// Topics, dealer pages and classmates (车友同学会) groups of the community.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema } from './common'

export const TopicSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  contentNum: Type.Integer(),
  viewNum: Type.Integer(),
  hot: Type.Boolean(),
})
export type Topic = Static<typeof TopicSchema>

export const CommunityDealerSchema = Type.Object({
  id: Type.Integer(),
  dealerCode: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  cover: Type.String(),
  intro: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  fansNum: Type.Integer(),
  contentNum: Type.Integer(),
})
export type CommunityDealer = Static<typeof CommunityDealerSchema>

const Member = Type.Object({ accountId: Type.Integer(), displayName: Type.String(), avatarUrl: Type.String() })

export const ClassmatesSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  intro: Type.String(),
  vehicleTypeName: Type.String(),
  cityName: Type.String(),
  memberNum: Type.Integer(),
  members: Type.Array(Member),
  /** Help (助力) count for the share-help page. */
  helpNum: Type.Integer(),
  helpTarget: Type.Integer(),
  helped: Type.Boolean(),
  joined: Type.Boolean(),
  createdAt: DateTimeSchema,
})
export type Classmates = Static<typeof ClassmatesSchema>

export const HelpResultSchema = Type.Object({ id: Type.Integer(), helpNum: Type.Integer(), helped: Type.Boolean() })
export type HelpResult = Static<typeof HelpResultSchema>
