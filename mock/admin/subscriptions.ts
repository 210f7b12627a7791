// The brand's message sender, for dev and tests (issue 41): when a thing a user waits for is
// ready (the test drive confirmed, the parcel shipped...), the back office sends the one-time
// subscription message of that scene and target to each user who subscribed to it, once: a
// second send finds them all sent and sends nothing more. WeChat's own send is not called; the
// send is recorded so a test can see who got what.
import { SubscriptionListSchema, SubscriptionSendBodySchema, SubscriptionSendResultSchema, type SubscriptionSend } from '../../types/api/user-subscribe'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'

const admin = { area: 'admin', auth: 'none', spec: false } as const

export const subscriptionAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/subscriptions/send', summary: '发送某场景某对象的订阅消息（每位订阅者一次）',
    body: SubscriptionSendBodySchema, response: SubscriptionSendResultSchema,
    sample: { body: { scene: 'serviceOrder', targetId: '9001' } },
    handler: ({ db, body, now }) => {
      const sent: SubscriptionSend[] = []
      for (const s of db.subscriptions) {
        if (s.scene !== body.scene || s.targetId !== body.targetId || s.sentAt !== null) continue
        s.sentAt = iso(now)
        const send = { subscriptionId: s.id, accountId: s.accountId, scene: s.scene, targetId: s.targetId, templateId: s.templateId, sentAt: s.sentAt }
        db.subscriptionSends.push(send)
        sent.push({ ...send })
      }
      return { sent }
    },
  }),
  defineRoute({
    ...admin, method: 'GET', path: '/__admin/subscriptions', summary: '订阅记录与已发送的消息',
    response: SubscriptionListSchema, sample: {},
    handler: ({ db }) => ({
      subscriptions: db.subscriptions.map((s) => ({ ...s })),
      sends: db.subscriptionSends.map((s) => ({ ...s })),
    }),
  }),
]
