// The partner centre (domain user): applying to refer buyers, the partner's tier and earnings,
// the customers they referred, and the share scene that credits a friend's lead to them.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema, PhoneSchema } from './common'

/** Every partner path starts here (the app keeps a copy in src/features/partner/constants.ts). */
export const PARTNER_BASE = '/web/user/partner'
/** A lead's `source` that credits it to the partner of a share scene: `partner-<sceneId>`. */
export const PARTNER_SOURCE_PREFIX = 'partner-'

export const PartnerApplicationBodySchema = Type.Object({
  realName: Type.String({ minLength: 2, maxLength: 20 }),
  mobile: PhoneSchema,
  /** The city (6-digit region code) where the partner refers buyers. */
  cityCode: Type.String({ pattern: '^\\d{6}$' }),
  /** What the applicant does (销售顾问, 自由职业, 车主...). */
  occupation: Type.String({ minLength: 1, maxLength: 20 }),
  /** Why they want to be a partner, their network. */
  intro: Type.String({ minLength: 10, maxLength: 300 }),
  /** Agreed to the partner rules; false is refused. */
  consent: Type.Boolean(),
})
export type PartnerApplicationBody = Static<typeof PartnerApplicationBodySchema>

export const PartnerApplicationSchema = Type.Object({
  id: Type.Integer(),
  /** reviewing until decided; approved (then the agreement is signed) or rejected with the reason. */
  state: Type.Union([Type.Literal('reviewing'), Type.Literal('approved'), Type.Literal('rejected')]),
  realName: Type.String(),
  /** The applicant's own number (only they read it), so a resubmission keeps it. */
  mobile: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  occupation: Type.String(),
  intro: Type.String(),
  submittedAt: DateTimeSchema,
  reviewedAt: Type.Union([DateTimeSchema, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** When the approved partner signed the partner agreement (null until then). */
  agreementSignedAt: Type.Union([DateTimeSchema, Type.Null()]),
})
export type PartnerApplication = Static<typeof PartnerApplicationSchema>

export const PartnerProfileSchema = Type.Object({
  displayName: Type.String(),
  avatarUrl: Type.String(),
  /** 1 铜牌 2 银牌 3 金牌. */
  tier: Type.Integer({ minimum: 1, maximum: 3 }),
  tierName: Type.String(),
  /** Deals needed for the next tier (null at the top). */
  nextTierDeals: Type.Union([Type.Integer(), Type.Null()]),
  deals: Type.Integer({ minimum: 0 }),
  joinedAt: DateTimeSchema,
  /** The random share scene (not an account id): QR codes and links carry it, a lead under it is credited here. */
  sceneId: Type.String({ pattern: '^[a-z0-9]{8,16}$' }),
})
export type PartnerProfile = Static<typeof PartnerProfileSchema>

/** How far a referred customer got: left a lead, took a test drive, bought. */
export const CustomerStageSchema = Type.Union([Type.Literal('lead'), Type.Literal('testDrive'), Type.Literal('purchase')])
export type CustomerStage = Static<typeof CustomerStageSchema>

/** The stages in the order a customer goes through them; a customer only moves forward. */
export const PARTNER_STAGE_ORDER: readonly CustomerStage[] = ['lead', 'testDrive', 'purchase']

/**
 * The rule of what a referred customer earns the partner (the app keeps a copy in
 * src/features/partner/constants.ts): reaching a stage credits its points, and its reward if any,
 * once per customer and stage. `action` names the step in the ledger and the rules
 * (推荐客户 刘*洋 完成试驾).
 */
export const PARTNER_STAGE_CREDITS: Readonly<Record<CustomerStage, { action: string; points: number; reward: string | null }>> = {
  lead: { action: '留资', points: 50, reward: null },
  testDrive: { action: '完成试驾', points: 200, reward: null },
  purchase: { action: '购车成交', points: 2000, reward: '保养券 ×2' },
}

/** One credit to the partner; `source` names the customer and the stage that earned it (null: a bonus, 月度推荐之星). */
export const PartnerCreditSchema = Type.Object({
  title: Type.String(),
  points: Type.Integer(),
  reward: Type.Union([Type.String(), Type.Null()]),
  at: DateTimeSchema,
  source: Type.Union([Type.Object({ customerId: Type.Integer(), stage: CustomerStageSchema }), Type.Null()]),
})
export type PartnerCredit = Static<typeof PartnerCreditSchema>

export const PartnerEarningsSchema = Type.Object({
  pointsThisMonth: Type.Integer({ minimum: 0 }),
  pointsTotal: Type.Integer({ minimum: 0 }),
  /** Rewards other than points (保养券, 充电卡...). */
  rewardsThisMonth: Type.Integer({ minimum: 0 }),
  rewardsTotal: Type.Integer({ minimum: 0 }),
  /** The newest credits, each with what earned it. */
  recent: Type.Array(PartnerCreditSchema),
})
export type PartnerEarnings = Static<typeof PartnerEarningsSchema>

export const PartnerBenefitSchema = Type.Object({ title: Type.String(), text: Type.String() })

/** GET partner/mine: my application (the latest), and once approved my profile and earnings. */
export const PartnerHomeSchema = Type.Object({
  application: Type.Union([PartnerApplicationSchema, Type.Null()]),
  profile: Type.Union([PartnerProfileSchema, Type.Null()]),
  earnings: Type.Union([PartnerEarningsSchema, Type.Null()]),
  /** Customers by stage, for the summary. */
  customerCounts: Type.Object({ lead: Type.Integer(), testDrive: Type.Integer(), purchase: Type.Integer() }),
  benefits: Type.Array(PartnerBenefitSchema),
})
export type PartnerHome = Static<typeof PartnerHomeSchema>

export const ReferredCustomerSchema = Type.Object({
  id: Type.Integer(),
  /** Masked: 王*明. */
  name: Type.String(),
  /** Masked: 138****8000. */
  mobile: Type.String(),
  vehicleTypeName: Type.String(),
  cityName: Type.String(),
  stage: CustomerStageSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
})
export type ReferredCustomer = Static<typeof ReferredCustomerSchema>

export const CustomerQuerySchema = Type.Intersect([PageQuerySchema, Type.Object({ stage: Type.Optional(CustomerStageSchema) })])
export type CustomerQuery = Static<typeof CustomerQuerySchema>

/** GET partner/scenes/:sceneId (no token): who a friend's lead is credited to. */
export const PartnerSceneSchema = Type.Object({ sceneId: Type.String(), displayName: Type.String(), avatarUrl: Type.String(), tierName: Type.String() })
export type PartnerScene = Static<typeof PartnerSceneSchema>
export const SceneParamsSchema = Type.Object({ sceneId: Type.String({ pattern: '^[a-z0-9]{8,16}$' }) })

/** POST /__admin/partner/customers/:id/stage (the dealer system): the customer took a test drive or bought. */
export const CustomerStageBodySchema = Type.Object({ stage: Type.Union([Type.Literal('testDrive'), Type.Literal('purchase')]) })
export const CustomerStageMoveSchema = Type.Object({
  /** The customer as the partner sees them now. */
  customer: ReferredCustomerSchema,
  /** What the move credited the partner (null: that stage was credited before). */
  credited: Type.Union([PartnerCreditSchema, Type.Null()]),
})
export type CustomerStageMove = Static<typeof CustomerStageMoveSchema>
