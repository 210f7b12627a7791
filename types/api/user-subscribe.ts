// WeChat one-time subscription messages (issue 41, item 3): at the moments a user waits for
// something the mini-program asks WeChat for one message of that moment's template
// (`requestSubscribeMessage`); what the user accepted is recorded here, and the brand's systems
// send it when the thing is ready (the dev API server's admin route plays that part).
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema } from './common'

/** The moments a user waits for something, each with its template in the front-end config. */
export const SUBSCRIBE_SCENES = ['testDrive', 'serviceOrder', 'prize', 'orderPaid', 'afterSale', 'application'] as const
export type SubscribeScene = (typeof SUBSCRIBE_SCENES)[number]

export const SubscribeSceneSchema = Type.Union(SUBSCRIBE_SCENES.map((s) => Type.Literal(s)), { errorMessage: `必须是 ${SUBSCRIBE_SCENES.join('、')} 之一` })

/** The front-end config's template id of each scene: `subscribeTemplates` (static.ts). */
export { SubscribeTemplatesSchema, type SubscribeTemplates } from './static'

/**
 * What the message is about: the booking, order, prize record or request's id; an application
 * names its kind (`creator-12`, `partner-8004`), as the two kinds' ids may meet.
 */
export const SubscribeTargetSchema = Type.String({ pattern: '^[0-9A-Za-z_-]{1,64}$', errorMessage: '必须是 1-64 位字母、数字、- 或 _' })
export const TemplateIdSchema = Type.String({ pattern: '^[0-9A-Za-z_-]{8,64}$', errorMessage: '必须是订阅消息模板 id' })

export const SubscriptionBodySchema = Type.Object({
  scene: SubscribeSceneSchema,
  targetId: SubscribeTargetSchema,
  templateId: TemplateIdSchema,
})
export type SubscriptionBody = Static<typeof SubscriptionBodySchema>

export const SubscriptionSchema = Type.Object({
  id: Type.Integer(),
  scene: SubscribeSceneSchema,
  targetId: Type.String(),
  templateId: Type.String(),
  createdAt: DateTimeSchema,
  /** When the message went out; null while it waits. One message per subscription. */
  sentAt: Type.Union([DateTimeSchema, Type.Null()]),
})
export type Subscription = Static<typeof SubscriptionSchema>

/** Admin: send the message of a scene's target to everyone who subscribed to it. */
export const SubscriptionSendBodySchema = Type.Object({ scene: SubscribeSceneSchema, targetId: SubscribeTargetSchema })
export type SubscriptionSendBody = Static<typeof SubscriptionSendBodySchema>

export const SubscriptionSendSchema = Type.Object({
  subscriptionId: Type.Integer(),
  accountId: Type.Integer(),
  scene: SubscribeSceneSchema,
  targetId: Type.String(),
  templateId: Type.String(),
  sentAt: DateTimeSchema,
})
export type SubscriptionSend = Static<typeof SubscriptionSendSchema>

/** Who got the message now (empty when everyone had it already, or nobody subscribed). */
export const SubscriptionSendResultSchema = Type.Object({ sent: Type.Array(SubscriptionSendSchema) })

export const SubscriptionListSchema = Type.Object({
  subscriptions: Type.Array(Type.Object({ ...SubscriptionSchema.properties, accountId: Type.Integer() })),
  sends: Type.Array(SubscriptionSendSchema),
})
