// Every create is safe to retry: a route declared `idempotent` answers a request id it has seen
// (the Idempotency-Key header, same person, same path) with its first answer and writes nothing
// more, and the same id with another body is refused. Every other write of the manifest says here
// why a repeat of it is harmless, so a new create cannot be added without deciding.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { fullPath, type RouteDef } from '../../mock/core/route'
import { manifest } from '../../mock/routes/manifest'
import { buildServer } from '../../mock/server'
import { Store } from '../../mock/state/store'
import { closeAgent, send, type Req } from './support/http'
import { DEV_TOKEN, requestOf, resolveSample } from './support/server'

/** Writes that carry their request id in the body (their own rule, tested with their area). */
const BODY_REQUEST_ID = [
  'POST /mall/api/v1/app/orders',
  'POST /activity/api/v1/activity/app/lottery/draw',
  'POST /user/web/user/welfare/projects/:id/signups',
  'POST /uaa/api/v1/app/account/register',
]

/** Writes that create nothing new, with why doing one twice leaves the same state as once. */
const REPEAT_SAFE: Record<string, string> = {
  'POST /posts/web/community/contents/:id/share': 'a share count: a lost answer costs one count, no record',
  'POST /posts/web/community/contents/:id/like': 'sets a flag',
  'DELETE /posts/web/community/contents/:id/like': 'clears a flag',
  'POST /posts/web/community/content-collections': 'sets a flag',
  'DELETE /posts/web/community/content-collections': 'clears a flag',
  'POST /posts/web/community/common/green/check': 'a check: writes nothing',
  'POST /posts/web/community/common/sensitive-word/check': 'a check: writes nothing',
  'POST /posts/web/comments/:id/like': 'sets a flag',
  'DELETE /posts/web/comments/:id/like': 'clears a flag',
  'PUT /posts/web/comments/:id/boutique': 'sets a value',
  'DELETE /posts/web/comments/:id': 'a second delete finds nothing',
  'POST /posts/web/pgc/stats/like/:id': 'sets a flag',
  'DELETE /posts/web/pgc/stats/unlike/:id': 'clears a flag',
  'POST /posts/web/pgc/stats/collect/:id': 'sets a flag',
  'DELETE /posts/web/pgc/stats/cancelCollect/:id': 'clears a flag',
  'POST /posts/web/pgc/stats/share/:id': 'a share count: a lost answer costs one count, no record',
  'POST /posts/web/community/classmates/:id/help': 'once per person',
  'PUT /mall/web/app/cart-item/quantity': 'sets a value',
  'PUT /mall/web/app/cart-item/select': 'sets a value',
  'DELETE /mall/web/app/cart-item': 'a second delete finds nothing',
  'POST /mall/api/v1/app/coupons/:couponId/receive': 'once per person and coupon',
  'POST /mall/api/v1/app/orders/confirm': 'prices an order: writes nothing',
  'POST /mall/api/v1/app/orders/:id/cancel': 'a state change: the second finds it closed and answers it as it is, refunding nothing twice',
  'POST /mall/api/v1/app/orders/:id/receive': 'a state change: the second finds it received',
  'POST /mall/api/v1/app/orders/:id/pay': 'signs the same payment again',
  'POST /mall/api/v1/app/orders/:id/dev-pay': 'a state change: the second finds it paid',
  'POST /mall/api/v1/app/orders/:id/pay/h5': 'signs the same payment again (the newest prepay id is the one WeChat confirms)',
  'POST /mall/api/v1/app/pay/wechat/openid': 'sets the same openid again',
  'DELETE /mall/api/v1/app/orders/:id': 'a second delete finds nothing',
  'POST /mall/api/v1/app/after-sales/:id/cancel': 'a state change: the second finds it cancelled and answers it as it is',
  'POST /mall/api/v1/app/after-sales/:id/return': 'a state change: the same carrier and number again answers the request as it is',
  'POST /user/web/task/tasks/event-start': 'once per day',
  'POST /user2/api/v1/cuz/address/update': 'sets values',
  'POST /user2/api/v1/cuz/address/default': 'sets a value',
  'DELETE /user2/api/v1/cuz/address/delete': 'a second delete finds nothing',
  'POST /activity/api/v1/activity/app/recommend/purchase/insertScene': 'the same inviter gets the same scene',
  'POST /activity/api/v1/activity/app/lottery/records/:id/claim': 'the same address answers the same record',
  'POST /activity/api/v1/activity/app/lottery/records/:id/receive': 'a state change: the second answers the same record',
  'POST /activity/api/v1/activity/app/file/uploadImg': 'a file: a second copy is never shown to anyone',
  'POST /activity/api/v1/activity/app/file/uploadVideo': 'a file: a second copy is never shown to anyone',
  'POST /activity/api/v1/retail/app/wechat/getQrCode': 'draws a code: writes nothing',
  'POST /uaa/api/v1/common/mobile/sms': 'a new code replaces the last',
  'POST /uaa/oauth/token': 'a login: a second token is a second session, no record',
  'POST /user/web/user/invite/accept': 'once per account',
  'DELETE /lead/web/car-service/other-cars/:id': 'a second delete finds nothing',
  'POST /lead/web/charging/applications/:id/cancel': 'a state change: the second finds it cancelled',
  'POST /posts/web/community/creator/lessons/:id/progress': 'merges what was played or read: parts sent again count once, learnt stays learnt',
  'DELETE /posts/web/community/creator/works/:id': 'a second delete finds nothing',
  'POST /posts/web/community/creator/works/:id/withdraw': 'a state change: the second finds it withdrawn',
  'POST /posts/web/community/creator/rewards/:id/address': 'sets a value',
  'POST /user/web/user/partner/agreement': 'once',
  'POST /user/web/user/welfare/signups/:id/cancel': 'a state change: the second answers it as it is',
  'POST /user/web/user/yearly-report/share': 'the same share id for the year',
  'POST /activity/api/v1/activity/app/team-pk/teams/:id/leave': 'a state change: the second finds no team',
  'DELETE /activity/api/v1/activity/app/team-pk/teams/:teamId/members/:accountId': 'a second removal finds nobody',
  'DELETE /activity/api/v1/activity/app/team-pk/teams/:id': 'a second dissolve finds no team',
  'POST /activity/api/v1/activity/app/team-pk/teams/:id/boost': 'once per person, team and day',
  'POST /activity/api/v1/activity/app/team-pk/pk': 'answers the PK under way',
  'POST /static/telemetry': 'a report: a repeat is one more copy in a log that counts nothing the app reads',
  'POST /user/web/subscriptions': 'once per account, scene, target and template: the same one again answers the one kept, and its message goes out once',
}

const name = (r: RouteDef) => `${r.method} ${fullPath(r)}`
const writes = manifest.filter((r) => r.method !== 'GET' && r.area !== 'admin')
const creates = writes.filter((r) => r.idempotent)

let app: FastifyInstance
let store: Store
const call = (req: Req) => send(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, req)

beforeAll(async () => {
  store = new Store()
  app = await buildServer({ dev: true, store })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
  closeAgent()
})
beforeEach(() => store.reset())

/** The rows, without the kept first answers (a repeat may read them, never add to them). */
const rows = () => JSON.stringify({ ...store.db, firstAnswers: null })

const api = {
  async call<T>(method: RouteDef['method'], path: string, opts: { query?: Record<string, string | number | boolean>; body?: unknown } = {}) {
    const res = await call({ method, path, query: opts.query, json: opts.body, token: DEV_TOKEN })
    if (res.status !== 200) throw new Error(`sample setup ${method} ${path} answered ${res.status}: ${res.text}`)
    return res.json as { status: number; data: T; message: string }
  },
}

const keyed = (req: Req, id: string): Req => ({ ...req, headers: { ...req.headers, 'Idempotency-Key': id } })

test('every write is a create that answers a repeat once, carries its own request id, or says why a repeat is harmless', () => {
  const undecided = writes.map(name).filter((n) => !creates.some((r) => name(r) === n) && !BODY_REQUEST_ID.includes(n) && !(n in REPEAT_SAFE))
  expect(undecided).toEqual([])
  // And the lists name only routes that exist and are not creates.
  const known = writes.map(name)
  expect([...BODY_REQUEST_ID, ...Object.keys(REPEAT_SAFE)].filter((n) => !known.includes(n) || creates.some((r) => name(r) === n))).toEqual([])
})

test('the creates the issue names are among them', () => {
  const paths = creates.map(fullPath)
  for (const part of ['/comments', '/creator/works', '/lead/capture', '/creator/applications', '/partner/applications', '/welfare/applications', '/occupation-auth', '/team-pk/teams', '/register/submit', '/evaluation/', '/surveys/:id/answers', '/recommend/purchase/insert', '/mall/api/v1/app/after-sales']) {
    expect(paths.some((p) => p.includes(part))).toBe(true)
  }
})

describe.each(creates.map((r) => [name(r), r] as const))('%s', (_name, route) => {
  test('sent twice with one request id: the first answer twice, one record', async () => {
    const sample = await resolveSample(route, api)
    const req = keyed(requestOf(route, sample, DEV_TOKEN), 'retry-same-0001')
    const first = await call(req)
    expect([first.status, first.json?.status, first.json?.message]).toEqual([200, 200, 'success'])
    const after = rows()
    const again = await call(req)
    expect(again.status).toBe(200)
    expect(again.json.data).toEqual(first.json.data)
    expect(rows()).toBe(after)
  })
})

test('without a request id a create runs each time (a comment sent twice is two comments)', async () => {
  const route = creates.find((r) => fullPath(r) === '/posts/web/comments')!
  const req = requestOf(route, await resolveSample(route, api), DEV_TOKEN)
  const a = await call(req)
  const b = await call(req)
  expect(b.json.data).not.toEqual(a.json.data)
})

test('the same request id with another body is refused, and writes nothing', async () => {
  const route = creates.find((r) => fullPath(r) === '/posts/web/comments')!
  const req = keyed(requestOf(route, await resolveSample(route, api), DEV_TOKEN), 'retry-same-0002')
  expect((await call(req)).status).toBe(200)
  const after = rows()
  const other = await call({ ...req, json: { ...(req.json as object), content: '换了一条评论' } })
  expect([other.status, other.json?.message]).toEqual([409, '该请求编号已用于另一次提交，请刷新后重试'])
  expect(rows()).toBe(after)
})

test('a malformed request id is refused with a clear 400', async () => {
  const route = creates.find((r) => fullPath(r) === '/posts/web/comments')!
  const res = await call(keyed(requestOf(route, await resolveSample(route, api), DEV_TOKEN), 'bad id!'))
  expect([res.status, res.json?.message]).toEqual([400, '请求编号格式不正确'])
})

test('one person\'s request id does not answer another\'s create', async () => {
  const route = creates.find((r) => fullPath(r) === '/posts/web/comments')!
  const req = keyed(requestOf(route, await resolveSample(route, api), DEV_TOKEN), 'shared-id-0001')
  const mine = await call(req)
  const theirs = await call({ ...req, token: 'dev-token-2' })
  expect(theirs.status).toBe(200)
  expect(theirs.json.data).not.toEqual(mine.json.data)
})
