import { captureLead } from '@/features/activity/api'
import { applyPartner, getPartnerHome, getPartnerRules, getPartnerScene, getReferredCustomers, signPartnerAgreement } from '@/features/partner/api'
import { clearSession, setToken } from '@/core/session'
import { PARTNER_SCENE } from '../../../mock/seed/partner'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const body = { realName: '李明', mobile: '13900139000', cityCode: '310100', occupation: '销售顾问', intro: '在上海做了五年汽车销售，朋友圈里想换电车的人不少。', consent: true }

test('the partner home: the dev user a signed 银牌 partner; user 2 applies, sees reviewing, and is refused a second time', async () => {
  const mine = await getPartnerHome()
  expect(mine).toMatchObject({ application: { state: 'approved' }, profile: { tier: 2, tierName: '银牌', sceneId: PARTNER_SCENE }, customerCounts: { lead: 9, testDrive: 9, purchase: 7 } })
  expect(mine.earnings?.recent).toHaveLength(6)
  await expect(applyPartner(body)).rejects.toMatchObject({ status: 409, message: '你已是合伙人' })
  setToken('dev-token-2')
  expect(await getPartnerHome()).toMatchObject({ application: null, profile: null, earnings: null })
  await expect(applyPartner({ ...body, consent: false })).rejects.toMatchObject({ status: 400, message: '请先阅读并同意《合伙人规则》' })
  const applied = await applyPartner(body)
  expect(applied).toMatchObject({ state: 'reviewing', cityName: '上海市', rejectReason: null })
  expect((await getPartnerHome()).application?.id).toBe(applied.id)
  await expect(applyPartner(body)).rejects.toMatchObject({ status: 409, message: '申请审核中，请耐心等待' })
  await expect(signPartnerAgreement()).rejects.toMatchObject({ status: 409 })
  expect(api.toasts).toEqual(['你已是合伙人', '请先阅读并同意《合伙人规则》', '申请审核中，请耐心等待', '合伙人申请尚未通过，暂不能签署协议'])
})

test('approved by the reviewer, the applicant signs the agreement once', async () => {
  setToken('dev-token-2')
  const applied = await applyPartner(body)
  await api.send({ method: 'POST', path: `/__admin/partner/applications/${applied.id}/review`, json: { approve: true } })
  const home = await getPartnerHome()
  expect(home.profile).toMatchObject({ tier: 1, tierName: '铜牌', deals: 0 })
  expect(home.application?.agreementSignedAt).toBeNull()
  expect((await signPartnerAgreement()).agreementSignedAt).toEqual(expect.any(String))
  await expect(signPartnerAgreement()).rejects.toMatchObject({ status: 409, message: '你已签署合伙人协议' })
})

test('referred customers: paged newest first, by stage, masked; a friend\'s lead through the scene is the newest', async () => {
  const page = await getReferredCustomers({ pageNo: 1, pageSize: 10 })
  expect(page).toMatchObject({ total: 25, pageNo: 1, pageSize: 10 })
  expect(page.list[0].mobile).toMatch(/^1\d{2}\*{4}\d{4}$/)
  expect((await getReferredCustomers({ pageNo: 1, stage: 'purchase' })).total).toBe(7)
  clearSession()
  const lead = await captureLead({ name: '赵一明', mobile: '13712345678', provinceCode: '440000', cityCode: '440300', vehicleTypeId: 2, consent: true, source: `partner-${PARTNER_SCENE}` })
  setToken('dev-token')
  const after = await getReferredCustomers({ pageNo: 1, stage: 'lead' })
  expect(after.total).toBe(10)
  expect(after.list[0]).toMatchObject({ name: '赵*明', mobile: '137****5678', stage: 'lead', cityName: '深圳市', createdAt: lead.createdAt })
  const home = await getPartnerHome()
  expect(home.customerCounts.lead).toBe(10)
  expect(home.earnings?.recent[0]).toMatchObject({ title: '推荐客户 赵*明 留资', points: 50, source: { customerId: after.list[0].id, stage: 'lead' } })
  await expect(captureLead({ name: '钱多多', mobile: '13711112222', provinceCode: '440000', cityCode: '440300', vehicleTypeId: 2, consent: true, source: 'partner-aaaabbbbcc' }))
    .rejects.toMatchObject({ status: 400, message: '推荐合伙人不存在，请确认分享链接' })
})

test('the scene and the rules need no token; an unknown scene is 404', async () => {
  clearSession()
  expect(await getPartnerScene(PARTNER_SCENE)).toEqual({ sceneId: PARTNER_SCENE, displayName: '车主小王', avatarUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/avatars\//), tierName: '银牌' })
  await expect(getPartnerScene('aaaabbbbcc')).rejects.toMatchObject({ status: 404, message: '合伙人不存在' })
  const rules = await getPartnerRules()
  expect(rules.title).toBe('星驰合伙人规则')
  expect(rules.html).toContain('<script>')
})

test("the dealer system moves 孙* on: the app's reads show the credits with their source, the month's figures, the stage and the tier", async () => {
  const before = await getPartnerHome()
  const move = (stage: string) => api.send({ method: 'POST', path: '/__admin/partner/customers/8103/stage', json: { stage } })
  expect((await move('testDrive')).json.data.credited).toMatchObject({ points: 200, source: { customerId: 8103, stage: 'testDrive' } })
  const drove = await getPartnerHome()
  expect(drove.earnings).toMatchObject({ pointsTotal: before.earnings!.pointsTotal + 200, pointsThisMonth: before.earnings!.pointsThisMonth + 200 })
  expect(drove.earnings?.recent[0]).toMatchObject({ title: '推荐客户 孙* 完成试驾', points: 200, reward: null })
  expect((await getReferredCustomers({ pageNo: 1, pageSize: 50, stage: 'testDrive' })).list.map((c) => c.id)).toContain(8103)

  expect((await move('testDrive')).json).toMatchObject({ status: 409, message: '客户已处于该阶段' })
  await move('purchase')
  const bought = await getPartnerHome()
  expect(bought.earnings).toMatchObject({ pointsTotal: before.earnings!.pointsTotal + 2200, rewardsTotal: before.earnings!.rewardsTotal + 1 })
  expect(bought.earnings?.recent[0]).toMatchObject({ title: '推荐客户 孙* 购车成交', points: 2000, reward: '保养券 ×2', source: { customerId: 8103, stage: 'purchase' } })
  expect(bought.profile).toMatchObject({ deals: before.profile!.deals + 1 })
  expect(bought.customerCounts).toEqual({ lead: 8, testDrive: 9, purchase: 8 })
  expect((await getReferredCustomers({ pageNo: 1, pageSize: 50, stage: 'purchase' })).list.find((c) => c.id === 8103)).toMatchObject({ name: '孙*', stage: 'purchase' })
})

test('applying with a request id: a retry of a lost answer gets the same application, not a second', async () => {
  setToken('dev-token-2')
  const first = await applyPartner(body, 'partner-apply-0001')
  expect(await applyPartner(body, 'partner-apply-0001')).toEqual(first)
  await expect(applyPartner({ ...body, occupation: '自由职业' }, 'partner-apply-0001')).rejects.toMatchObject({ status: 409 })
  await expect(applyPartner(body, 'partner-apply-0002')).rejects.toMatchObject({ status: 409, message: '申请审核中，请耐心等待' })
})
