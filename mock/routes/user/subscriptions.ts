// WeChat one-time subscriptions (issue 41): after the user accepted a moment's template on
// WeChat's panel, the mini-program records it here: who, for which moment (scene) and thing
// (target), with which template. The brand's systems send the message when the thing is ready
// (mock/admin/subscriptions.ts plays them). The thing must be the user's own, and the template
// the scene's own; the same subscription again answers the one kept (no second message).
import { SubscriptionBodySchema, SubscriptionSchema, type SubscribeScene, type Subscription } from '../../../types/api/user-subscribe'
import { badRequest, must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { SUBSCRIBE_TEMPLATES } from '../../seed/tenants'
import { nextId, type Db, type SubscriptionRow } from '../../state/db'
import { me } from '../lookup'

export const SUBSCRIBE_PATH = '/web/subscriptions'

const NUMBERED = /^\d{1,12}$/
const APPLICATION = /^(creator|partner)-(\d{1,12})$/

/** The scene's thing of `accountId` named by `targetId`, or a 400 / 404 saying what is wrong. */
function ownTarget(db: Db, accountId: number, scene: SubscribeScene, targetId: string): void {
  if (scene === 'application') {
    const [, kind, id] = APPLICATION.exec(targetId) ?? []
    if (!kind) throw badRequest('参数 targetId 必须是 creator-<申请 id> 或 partner-<申请 id>')
    const rows = kind === 'creator' ? db.creatorApplications : db.partnerApplications
    must(rows.find((a) => a.id === Number(id) && a.accountId === accountId), kind === 'creator' ? '创作者申请' : '合伙人申请')
    return
  }
  if (!NUMBERED.test(targetId)) throw badRequest('参数 targetId 必须是数字')
  const id = Number(targetId)
  const mine = <T extends { id: number; accountId: number | null }>(rows: T[], what: string) => must(rows.find((r) => r.id === id && r.accountId === accountId), what)
  if (scene === 'testDrive') mine(db.testDrives, '试驾预约')
  else if (scene === 'serviceOrder') mine(db.serviceOrders, '服务工单')
  else if (scene === 'prize') mine(db.lotteryRecords, '中奖记录')
  else if (scene === 'orderPaid') mine(db.orders, '订单')
  else mine(db.afterSales, '售后申请')
}

export const subscriptionView = ({ accountId: _a, ...row }: SubscriptionRow): Subscription => ({ ...row })

export const subscribeRoutes = [
  defineRoute({
    area: 'user', method: 'POST', path: SUBSCRIBE_PATH, summary: '记录用户同意的一次性订阅消息（场景、对象、模板；同一订阅再来答已有的一条）',
    auth: 'required', spec: false, body: SubscriptionBodySchema, response: SubscriptionSchema,
    sample: { body: { scene: 'serviceOrder', targetId: '9001', templateId: SUBSCRIBE_TEMPLATES.serviceOrder } },
    handler: ({ db, accountId, body, now }) => {
      const who = me(db, accountId).accountId
      if (body.templateId !== SUBSCRIBE_TEMPLATES[body.scene]) throw badRequest('参数 templateId 不是该场景的订阅消息模板')
      ownTarget(db, who, body.scene, body.targetId)
      const kept = db.subscriptions.find(
        (s) => s.accountId === who && s.scene === body.scene && s.targetId === body.targetId && s.templateId === body.templateId,
      )
      if (kept) return subscriptionView(kept)
      const row: SubscriptionRow = { id: nextId(db, 'subscription'), accountId: who, ...body, createdAt: iso(now), sentAt: null }
      db.subscriptions.push(row)
      return subscriptionView(row)
    },
  }),
]
