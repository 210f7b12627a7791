// One-time subscription messages on the dev API server (issue 41): a user records what they
// accepted for their own thing with the scene's template; the same one again is no second
// record; the admin send reaches each subscriber of that scene and target once, nobody else.
import { Value } from '@sinclair/typebox/value'
import { SUBSCRIBE_SCENES, SubscribeTemplatesSchema, SubscriptionListSchema, SubscriptionSchema } from '../../types/api/user-subscribe'
import { SUBSCRIBE_TEMPLATES } from '../../mock/seed/tenants'
import { DEV_TOKEN, serverPerFile } from './support/server'

const srv = serverPerFile()
const PATH = '/user/web/subscriptions'

const subscribe = (body: Record<string, unknown>, token: string | null = DEV_TOKEN) => srv.send({ method: 'POST', path: PATH, json: body, token })
const sendOut = (scene: string, targetId: string) => srv.send({ method: 'POST', path: '/__admin/subscriptions/send', json: { scene, targetId } })
const listed = async () => (await srv.send({ method: 'GET', path: '/__admin/subscriptions' })).json.data

test('the front-end config names a template for every scene, the same the server takes', async () => {
  expect(Object.keys(SubscribeTemplatesSchema.properties).sort()).toEqual([...SUBSCRIBE_SCENES].sort())
  const config = (await srv.send({ method: 'GET', path: '/static/config/000000.json' })).json
  expect(config.subscribeTemplates).toEqual(SUBSCRIBE_TEMPLATES)
  expect(new Set(Object.values(SUBSCRIBE_TEMPLATES)).size).toBe(SUBSCRIBE_SCENES.length)
})

test('a subscription to my own service order is recorded once; the same again answers that one', async () => {
  const body = { scene: 'serviceOrder', targetId: '9001', templateId: SUBSCRIBE_TEMPLATES.serviceOrder }
  const first = await subscribe(body)
  expect(first.status).toBe(200)
  expect(Value.Check(SubscriptionSchema, first.json.data)).toBe(true)
  expect(first.json.data).toMatchObject({ ...body, sentAt: null })
  const again = await subscribe(body)
  expect(again.json.data).toEqual(first.json.data)
  const { subscriptions } = await listed()
  expect(Value.Check(SubscriptionListSchema, await listed())).toBe(true)
  expect(subscriptions).toEqual([{ ...first.json.data, accountId: 1 }])
})

test('each scene takes its own kind of target: a booking, a prize record, an order, a request, an application', async () => {
  const ok = [
    ['testDrive', '1'], ['prize', '1'], ['orderPaid', '3001'], ['afterSale', '5001'], ['application', 'creator-1'],
  ] as const
  for (const [scene, targetId] of ok) {
    const res = await subscribe({ scene, targetId, templateId: SUBSCRIBE_TEMPLATES[scene] })
    expect([scene, res.status]).toEqual([scene, 200])
  }
})

test('someone else\'s thing, an unknown one, another scene\'s template or a bad target are refused, and nothing is kept', async () => {
  const refusals: [Record<string, unknown>, number, string][] = [
    // Test drive 4 is user 2's booking.
    [{ scene: 'testDrive', targetId: '4', templateId: SUBSCRIBE_TEMPLATES.testDrive }, 404, '试驾预约不存在'],
    [{ scene: 'serviceOrder', targetId: '123456', templateId: SUBSCRIBE_TEMPLATES.serviceOrder }, 404, '服务工单不存在'],
    [{ scene: 'serviceOrder', targetId: '9001', templateId: SUBSCRIBE_TEMPLATES.prize }, 400, '参数 templateId 不是该场景的订阅消息模板'],
    [{ scene: 'prize', targetId: 'abc', templateId: SUBSCRIBE_TEMPLATES.prize }, 400, '参数 targetId 必须是数字'],
    [{ scene: 'application', targetId: '12', templateId: SUBSCRIBE_TEMPLATES.application }, 400, '参数 targetId 必须是 creator-<申请 id> 或 partner-<申请 id>'],
    // Creator application 3 is user 5's.
    [{ scene: 'application', targetId: 'creator-3', templateId: SUBSCRIBE_TEMPLATES.application }, 404, '创作者申请不存在'],
  ]
  for (const [body, status, message] of refusals) {
    const res = await subscribe(body)
    expect([res.status, res.json.message]).toEqual([status, message])
  }
  const bad = await subscribe({ scene: 'parcel', targetId: '1', templateId: SUBSCRIBE_TEMPLATES.prize })
  expect(bad.status).toBe(400)
  expect((await subscribe({ scene: 'prize', targetId: '1', templateId: SUBSCRIBE_TEMPLATES.prize }, null)).status).toBe(401)
  expect((await listed()).subscriptions).toEqual([])
})

test('the send reaches each subscriber of that scene and target once, and no one else', async () => {
  // User 1 on its service order 9001; user 2 on its own order (a different target).
  await subscribe({ scene: 'serviceOrder', targetId: '9001', templateId: SUBSCRIBE_TEMPLATES.serviceOrder })
  const user2Orders = (await srv.send({ method: 'GET', path: '/lead/web/car-service/orders', token: 'dev-token-2' })).json.data.list as { id: number }[]
  const other = String(user2Orders[0].id)
  expect((await subscribe({ scene: 'serviceOrder', targetId: other, templateId: SUBSCRIBE_TEMPLATES.serviceOrder }, 'dev-token-2')).status).toBe(200)

  const first = await sendOut('serviceOrder', '9001')
  expect(first.status).toBe(200)
  expect(first.json.data.sent).toEqual([
    { subscriptionId: expect.any(Number), accountId: 1, scene: 'serviceOrder', targetId: '9001', templateId: SUBSCRIBE_TEMPLATES.serviceOrder, sentAt: expect.any(String) },
  ])
  expect((await sendOut('serviceOrder', '9001')).json.data.sent).toEqual([])
  // The same target in another scene is another message: nobody subscribed to it.
  expect((await sendOut('prize', '9001')).json.data.sent).toEqual([])

  const { subscriptions, sends } = await listed()
  expect(sends).toHaveLength(1)
  expect(subscriptions.find((s: { accountId: number }) => s.accountId === 2)).toMatchObject({ targetId: other, sentAt: null })
  // Subscribing again after the message went out sends nothing more.
  await subscribe({ scene: 'serviceOrder', targetId: '9001', templateId: SUBSCRIBE_TEMPLATES.serviceOrder })
  expect((await sendOut('serviceOrder', '9001')).json.data.sent).toEqual([])
})
