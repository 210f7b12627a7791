import type { Subscription, SubscriptionBody } from '@api/user-subscribe'
import { request } from '@/core/request'

// marks nothing: no screen reads subscriptions; the record only tells the brand's sender who
// accepted the message. Quiet (no toast): the user's own write already succeeded, and a lost
// record costs one message, never the booking or the order.
export function recordSubscription(body: SubscriptionBody): Promise<Subscription> {
  return request<Subscription>({ domain: 'user', method: 'POST', path: '/web/subscriptions', data: body, toast: false })
}
