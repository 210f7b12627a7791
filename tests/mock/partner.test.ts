// The partner centre on the dev API server: the seeded states, applying (and the reviewer's
// decision), the agreement, the referred customers (paged, by stage, only mine, masked), the
// public scene, a friend's lead through the scene credited to the partner, and the dealer
// system moving customers on (each stage credited once, every figure following).
import { chinaDay } from '../../mock/core/time'
import { PARTNER_SCENE, seedPartnerEarnings } from '../../mock/seed/partner'
import { PARTNER_STAGE_CREDITS, PARTNER_STAGE_ORDER } from '../../types/api/user-partner'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const T2 = 'dev-token-2'
const P = '/user/web/user/partner'
const srv = serverPerFile()
const get = (path: string, query: Record<string, unknown> = {}, token: string | null = T) => srv.send({ method: 'GET', path: `${P}${path}`, query, token })
const post = (path: string, json?: unknown, token: string | null = T) => srv.send({ method: 'POST', path: path.startsWith('/__') ? path : `${P}${path}`, json, token })

const body = { realName: '李明', mobile: '13900139000', cityCode: '310100', occupation: '销售顾问', intro: '在上海做了五年汽车销售，朋友圈里想换电车的人不少。', consent: true }
const lead = (source: string, mobile = '13712345678') => ({ name: '赵一明', mobile, provinceCode: '440000', cityCode: '440300', vehicleTypeId: 2, consent: true, source })

async function loginAs(mobile: string): Promise<string> {
  const c = (await srv.send({ method: 'GET', path: '/uaa/api/v1/common/captcha/get' })).json.data
  const pass = (await srv.send({ method: 'GET', path: '/uaa/api/v1/common/captcha/verify', query: { captchaId: c.captchaId, x: c.targetX } })).json.data.captchaToken
  await srv.send({ method: 'POST', path: '/uaa/api/v1/common/mobile/sms', query: { client_id: 'app' }, json: { mobile, captchaToken: pass } })
  return (await srv.send({ method: 'POST', path: '/uaa/oauth/token', json: { mobile, code: '123456' } })).json.data.access_token
}

test('the dev user is a signed 银牌 partner with earnings and customers; user 2 never applied', async () => {
  const mine = (await get('/mine')).json.data
  expect(mine.application).toMatchObject({ state: 'approved', cityName: '北京市', rejectReason: null, agreementSignedAt: expect.any(String) })
  expect(mine.profile).toMatchObject({ tier: 2, tierName: '银牌', deals: 7, nextTierDeals: 15, sceneId: PARTNER_SCENE, displayName: '车主小王' })
  expect(mine.customerCounts).toEqual({ lead: 9, testDrive: 9, purchase: 7 })
  const now = Date.now()
  const ledger = seedPartnerEarnings(now).filter((e) => e.accountId === 1)
  const month = ledger.filter((e) => chinaDay(Date.parse(e.at)).slice(0, 7) === chinaDay(now).slice(0, 7))
  const sum = (list: typeof ledger) => list.reduce((n, e) => n + e.points, 0)
  expect(mine.earnings).toMatchObject({ pointsTotal: sum(ledger), pointsThisMonth: sum(month), rewardsTotal: ledger.filter((e) => e.reward).length })
  expect(mine.earnings.pointsTotal).toBe(14950)
  expect(mine.earnings.recent).toHaveLength(6)
  expect(mine.earnings.recent[0].title).toBe('推荐客户 刘*洋 完成试驾')
  const other = (await get('/mine', {}, T2)).json.data
  expect(other).toMatchObject({ application: null, profile: null, earnings: null, customerCounts: { lead: 0, testDrive: 0, purchase: 0 } })
  expect(other.benefits.length).toBeGreaterThanOrEqual(4)
  expect((await get('/mine', {}, null)).status).toBe(401)
})

test('user 6 waits for the review; user 7 was rejected with the reason', async () => {
  expect((await get('/mine', {}, await loginAs('18600186000'))).json.data).toMatchObject({ application: { id: 8004, state: 'reviewing' }, profile: null })
  const rejected = (await get('/mine', {}, await loginAs('17700177000'))).json.data.application
  expect(rejected).toMatchObject({ id: 8003, state: 'rejected', realName: '胡小虎', cityName: '成都市', rejectReason: expect.stringContaining('经销') })
})

test('applying: consent, a seeded city, already a partner, then reviewing; again while reviewing is refused', async () => {
  expect((await post('/applications', { ...body, consent: false }, T2)).json).toMatchObject({ status: 400, message: '请先阅读并同意《合伙人规则》' })
  expect((await post('/applications', body)).json).toMatchObject({ status: 409, message: '你已是合伙人' })
  for (const cityCode of ['120100', '310000', '310104']) {
    expect((await post('/applications', { ...body, cityCode }, T2)).json).toMatchObject({ status: 400, message: '请选择有效的城市' })
  }
  expect((await post('/applications', { ...body, cityCode: 'abc' }, T2)).status).toBe(400)
  expect((await post('/applications', { ...body, intro: '   短短的    ' }, T2)).json.message).toBe('申请说明至少 10 个字')
  const applied = (await post('/applications', body, T2)).json.data
  expect(applied).toMatchObject({ state: 'reviewing', realName: '李明', cityName: '上海市', reviewedAt: null, agreementSignedAt: null })
  expect((await get('/mine', {}, T2)).json.data).toMatchObject({ application: { id: applied.id, state: 'reviewing' }, profile: null })
  expect((await post('/applications', body, T2)).json).toMatchObject({ status: 409, message: '申请审核中，请耐心等待' })
  expect((await post('/agreement', undefined, T2)).json).toMatchObject({ status: 409, message: '合伙人申请尚未通过，暂不能签署协议' })
})

test('after a rejection the same call applies again; an approval makes a 铜牌 partner who then signs once', async () => {
  const t7 = await loginAs('17700177000')
  const again = (await post('/applications', { ...body, mobile: '17700177000' }, t7)).json.data
  expect(again).toMatchObject({ state: 'reviewing', rejectReason: null })
  expect(again.id).toBeGreaterThan(8003)
  expect((await post(`/__admin/partner/applications/${again.id}/review`, { approve: false })).json.message).toBe('驳回须填写原因')
  expect((await post(`/__admin/partner/applications/${again.id}/review`, { approve: true })).json.data.state).toBe('approved')
  expect((await post(`/__admin/partner/applications/${again.id}/review`, { approve: true })).json).toMatchObject({ status: 409, message: '该申请已审核' })
  expect((await post('/applications', body, t7)).json.message).toBe('你已是合伙人')
  const home = (await get('/mine', {}, t7)).json.data
  expect(home.profile).toMatchObject({ tier: 1, tierName: '铜牌', deals: 0, nextTierDeals: 5 })
  expect(home.profile.sceneId).toMatch(/^[a-z0-9]{10}$/)
  expect(home.profile.sceneId).not.toBe(PARTNER_SCENE)
  expect(home.earnings).toMatchObject({ pointsTotal: 0, recent: [] })
  expect((await post('/agreement', undefined, t7)).json.data.agreementSignedAt).toEqual(expect.any(String))
  expect((await post('/agreement', undefined, t7)).json).toMatchObject({ status: 409, message: '你已签署合伙人协议' })
  expect((await post('/agreement')).json.message).toBe('你已签署合伙人协议')
  // The seeded reviewing one can be rejected; the scene of the new partner works at once.
  expect((await post('/__admin/partner/applications/8004/review', { approve: false, reason: '资料不全' })).json.data.rejectReason).toBe('资料不全')
  expect((await get(`/scenes/${home.profile.sceneId}`, {}, null)).json.data.tierName).toBe('铜牌')
})

test('customers: mine only, newest first, paged, by stage, names and mobiles masked', async () => {
  const all = (await get('/customers', { pageNo: 1, pageSize: 50 })).json.data
  expect(all.total).toBe(25)
  const times = all.list.map((c: { createdAt: string }) => Date.parse(c.createdAt))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  for (const c of all.list) {
    expect(c.name).toMatch(/^\S\*+\S?$/u)
    expect(c.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/)
    expect(c.vehicleTypeName).toBeTruthy()
    expect(c.cityName).toBeTruthy()
  }
  expect(all.list.find((c: { id: number }) => c.id === 8102)).toMatchObject({ name: '赵*婷', mobile: '139****3456', stage: 'purchase', vehicleTypeName: '星驰 S7', cityName: '北京市' })
  expect(all.list.some((c: { name: string }) => c.name === '黄*东')).toBe(false)
  expect(JSON.stringify(all)).not.toContain('13922223456')
  const page3 = (await get('/customers', { pageNo: 3, pageSize: 10 })).json.data
  expect(page3.list.map((c: { id: number }) => c.id)).toEqual(all.list.slice(20).map((c: { id: number }) => c.id))
  const count = async (stage: string) => (await get('/customers', { stage, pageSize: 50 })).json.data
  const purchase = await count('purchase')
  expect([(await count('lead')).total, (await count('testDrive')).total, purchase.total]).toEqual([9, 9, 7])
  expect(purchase.list.every((c: { stage: string }) => c.stage === 'purchase')).toBe(true)
  expect((await get('/customers', { stage: 'vip' })).status).toBe(400)
  expect((await get('/customers', {}, T2)).json.data).toMatchObject({ total: 0, list: [] })
})

test('a scene is public: the partner\'s name, avatar and tier only; an unknown one 404', async () => {
  const scene = await get(`/scenes/${PARTNER_SCENE}`, {}, null)
  expect(scene.json.data).toEqual({ sceneId: PARTNER_SCENE, displayName: '车主小王', avatarUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/avatars\//), tierName: '银牌' })
  expect((await get('/scenes/z3t9w6c2h5', {}, null)).json.data.tierName).toBe('金牌')
  expect((await get('/scenes/aaaabbbbcc', {}, null)).json).toMatchObject({ status: 404, message: '合伙人不存在' })
  expect((await get('/scenes/NOT-A-SCENE', {}, null)).status).toBe(400)
})

test('a friend\'s lead through the partner\'s scene is their newest customer, stage lead; an unknown scene is refused', async () => {
  const sent = await srv.send({ method: 'POST', path: '/lead/web/lead/capture', json: lead(`partner-${PARTNER_SCENE}`), token: null })
  expect(sent.json.data).toMatchObject({ source: `partner-${PARTNER_SCENE}`, mobile: '137****5678' })
  const first = (await get('/customers', { pageSize: 5 })).json.data
  expect(first.total).toBe(26)
  expect(first.list[0]).toMatchObject({ name: '赵*明', mobile: '137****5678', stage: 'lead', vehicleTypeName: '星驰 S9', cityName: '深圳市', createdAt: sent.json.data.createdAt })
  expect((await get('/mine')).json.data.customerCounts).toEqual({ lead: 10, testDrive: 9, purchase: 7 })
  expect((await get('/customers', { stage: 'lead', pageSize: 1 })).json.data.list[0].id).toBe(first.list[0].id)
  // Not another partner's, and a lead without the scene credits nobody.
  await srv.send({ method: 'POST', path: '/lead/web/lead/capture', json: lead('mine', '13787654321'), token: null })
  const t4 = await loginAs('13600136000')
  expect((await get('/mine', {}, t4)).json.data.customerCounts).toEqual({ lead: 1, testDrive: 1, purchase: 15 })
  expect((await get('/customers', {}, null)).status).toBe(401)
  const unknown = await srv.send({ method: 'POST', path: '/lead/web/lead/capture', json: lead('partner-aaaabbbbcc'), token: null })
  expect(unknown.json).toMatchObject({ status: 400, message: '推荐合伙人不存在，请确认分享链接' })
  // A partner put back to "never applied" no longer credits leads.
  await post('/__admin/partner/accounts/1/reset')
  expect((await get('/mine')).json.data).toMatchObject({ application: null, profile: null, customerCounts: { lead: 0, testDrive: 0, purchase: 0 } })
  expect((await srv.send({ method: 'POST', path: '/lead/web/lead/capture', json: lead(`partner-${PARTNER_SCENE}`, '13700001111'), token: null })).status).toBe(400)
})

test('the partner rules carry unsafe tags on purpose (the app sanitizes them)', async () => {
  const rules = (await get('/rules', {}, null)).json.data
  expect(rules.title).toBe('星驰合伙人规则')
  expect(rules.html).toContain('<script>')
  expect(rules.html).toContain('onerror=')
  expect(rules.html).toContain('银牌')
})

test('the rules and the benefits state the points per stage the credits follow (PARTNER_STAGE_CREDITS)', async () => {
  const { html } = (await get('/rules', {}, null)).json.data
  for (const s of PARTNER_STAGE_ORDER) {
    const { action, points } = PARTNER_STAGE_CREDITS[s]
    expect(html).toContain(`好友${action}奖励 <strong>${points} 积分</strong>`)
  }
  expect(html).toContain('及保养券 ×2')
  const { benefits } = (await get('/mine')).json.data
  expect(benefits[0].text).toBe('好友留资 50 积分，好友完成试驾 200 积分，好友购车成交 2000 积分')
})

// 孙悦 (8103), the dev user's customer at stage lead; the seed credited her lead already.
const SUN = 8103
const stage = (id: number, to: unknown) => post(`/__admin/partner/customers/${id}/stage`, { stage: to })
const figures = async () => {
  const mine = (await get('/mine')).json.data
  return { ...mine.earnings, counts: mine.customerCounts, deals: mine.profile.deals, tierName: mine.profile.tierName }
}
const stageOf = async (id: number) => (await get('/customers', { pageSize: 50 })).json.data.list.find((c: { id: number }) => c.id === id)

test('the dealer system moves a customer forward: each stage credits its points once, recorded with the customer and stage; every figure follows', async () => {
  const before = await figures()
  const drove = await stage(SUN, 'testDrive')
  expect(drove.status).toBe(200)
  expect(drove.json.data.customer).toMatchObject({ id: SUN, name: '孙*', mobile: '150****4567', stage: 'testDrive' })
  const credit = { title: '推荐客户 孙* 完成试驾', points: 200, reward: null, at: expect.any(String), source: { customerId: SUN, stage: 'testDrive' } }
  expect(drove.json.data.credited).toEqual(credit)
  const afterDrive = await figures()
  expect(afterDrive).toMatchObject({
    pointsTotal: before.pointsTotal + 200, pointsThisMonth: before.pointsThisMonth + 200, rewardsTotal: before.rewardsTotal,
    counts: { lead: 8, testDrive: 10, purchase: 7 }, deals: 7,
  })
  expect(afterDrive.recent[0]).toEqual(credit)
  expect(await stageOf(SUN)).toMatchObject({ stage: 'testDrive', updatedAt: drove.json.data.customer.updatedAt })
  expect((await get('/customers', { stage: 'testDrive', pageSize: 50 })).json.data.list.some((c: { id: number }) => c.id === SUN)).toBe(true)
  expect((await get('/customers', { stage: 'lead', pageSize: 50 })).json.data.list.some((c: { id: number }) => c.id === SUN)).toBe(false)

  // The same stage again, or back, or to lead: refused, and nothing more credited.
  expect((await stage(SUN, 'testDrive')).json).toMatchObject({ status: 409, message: '客户已处于该阶段' })
  expect((await figures()).pointsTotal).toBe(afterDrive.pointsTotal)

  const bought = (await stage(SUN, 'purchase')).json.data
  expect(bought.credited).toMatchObject({ title: '推荐客户 孙* 购车成交', points: 2000, reward: '保养券 ×2', source: { customerId: SUN, stage: 'purchase' } })
  const afterPurchase = await figures()
  expect(afterPurchase).toMatchObject({
    pointsTotal: before.pointsTotal + 2200, pointsThisMonth: before.pointsThisMonth + 2200,
    rewardsTotal: before.rewardsTotal + 1, rewardsThisMonth: before.rewardsThisMonth + 1,
    counts: { lead: 8, testDrive: 9, purchase: 8 }, deals: 8, tierName: '银牌',
  })
  expect(afterPurchase.recent.slice(0, 2).map((e: { title: string }) => e.title)).toEqual(['推荐客户 孙* 购车成交', '推荐客户 孙* 完成试驾'])
  expect((await stage(SUN, 'purchase')).json).toMatchObject({ status: 409, message: '客户已处于该阶段' })
  expect((await stage(SUN, 'testDrive')).json).toMatchObject({ status: 409, message: '客户阶段只能向前推进，不能回退' })
  expect((await stage(SUN, 'lead')).status).toBe(400)
  expect((await figures()).pointsTotal).toBe(afterPurchase.pointsTotal)

  expect((await stage(99999, 'purchase')).json).toMatchObject({ status: 404, message: '推荐客户不存在' })
  // Another partner's figures are their own.
  expect((await get('/mine', {}, await loginAs('13600136000'))).json.data.earnings.pointsTotal).toBe(2000)
})

test('a purchase may skip the test drive (only the purchase is credited); the tier follows the purchases to 金牌', async () => {
  const before = await figures()
  // 李思远 (8105) at lead buys straight away.
  expect((await stage(8105, 'purchase')).json.data.credited.points).toBe(2000)
  expect((await figures()).pointsTotal).toBe(before.pointsTotal + 2000)
  const open = (await get('/customers', { pageSize: 50 })).json.data.list.filter((c: { stage: string }) => c.stage !== 'purchase')
  for (const c of open.slice(0, 7)) expect((await stage(c.id, 'purchase')).status).toBe(200)
  const top = await figures()
  expect(top).toMatchObject({ deals: 15, tierName: '金牌', counts: { purchase: 15 } })
  expect((await get('/mine')).json.data.profile.nextTierDeals).toBeNull()
  expect((await get(`/scenes/${PARTNER_SCENE}`, {}, null)).json.data.tierName).toBe('金牌')
})

test("a friend's lead through the scene is a customer at stage lead, credited 50 once: not again for a retried request, nor for the same friend's second model", async () => {
  const before = await figures()
  const keyed = (mobile: string, vehicleTypeId: number, key: string) =>
    srv.send({ method: 'POST', path: '/lead/web/lead/capture', json: { ...lead(`partner-${PARTNER_SCENE}`, mobile), vehicleTypeId }, token: null, headers: { 'Idempotency-Key': key } })
  const sent = await keyed('13566667777', 2, 'partner-lead-000001')
  const again = await keyed('13566667777', 2, 'partner-lead-000001')
  expect(again.json.data).toEqual(sent.json.data)
  const after = await figures()
  expect(after).toMatchObject({ pointsTotal: before.pointsTotal + 50, pointsThisMonth: before.pointsThisMonth + 50, counts: { lead: 10 } })
  const credit = after.recent[0]
  expect(credit).toMatchObject({ title: '推荐客户 赵*明 留资', points: 50, reward: null, source: { customerId: expect.any(Number), stage: 'lead' } })
  const friend = await stageOf(credit.source.customerId)
  expect(friend).toMatchObject({ name: '赵*明', mobile: '135****7777', stage: 'lead', vehicleTypeName: '星驰 S9' })

  // The same friend again for another model: a lead, not a second customer or credit; the same model again: 409.
  expect((await keyed('13566667777', 5, 'partner-lead-000002')).json.status).toBe(200)
  expect((await keyed('13566667777', 2, 'partner-lead-000003')).json.status).toBe(409)
  expect(await figures()).toMatchObject({ pointsTotal: after.pointsTotal, counts: after.counts })

  // The dealer system moves the friend on like any customer.
  expect((await stage(friend.id, 'testDrive')).json.data.credited.title).toBe('推荐客户 赵*明 完成试驾')
  expect(await figures()).toMatchObject({ pointsTotal: after.pointsTotal + 200, counts: { lead: 9, testDrive: 10 } })
})
