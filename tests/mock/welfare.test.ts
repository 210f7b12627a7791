// The welfare society on the dev API server: the public society, projects and agreement, the
// seeded members and applications, applying (consent, plate, already a member, reviewing,
// again after a rejection), the reviewer's decision, and the reset.
import { chinaDay, days } from '../../mock/core/time'
import { normalizePlate } from '../../mock/routes/user/welfare-views'
import { WELFARE_OFFLINE_MEMBERS } from '../../mock/seed/welfare'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const T2 = 'dev-token-2'
const W = '/user/web/user/welfare'
const srv = serverPerFile()
const get = (path: string, token: string | null = T) => srv.send({ method: 'GET', path: `${W}${path}`, token })
const post = (path: string, json?: unknown, token: string | null = T) => srv.send({ method: 'POST', path: path.startsWith('/__') ? path : `${W}${path}`, json, token })
const apply = (json: unknown, token: string | null = T2) => post('/applications', json, token)
const review = (id: number, json: unknown) => post(`/__admin/welfare/applications/${id}/review`, json)

const body = { realName: '李明', mobile: '13900139000', plate: '粤BD12345', reason: '周末有空，想参加山区图书角项目。', consent: true }

async function loginAs(mobile: string): Promise<string> {
  const c = (await srv.send({ method: 'GET', path: '/uaa/api/v1/common/captcha/get' })).json.data
  const pass = (await srv.send({ method: 'GET', path: '/uaa/api/v1/common/captcha/verify', query: { captchaId: c.captchaId, x: c.targetX } })).json.data.captchaToken
  await srv.send({ method: 'POST', path: '/uaa/api/v1/common/mobile/sms', query: { client_id: 'app' }, json: { mobile, captchaToken: pass } })
  return (await srv.send({ method: 'POST', path: '/uaa/oauth/token', json: { mobile, code: '123456' } })).json.data.access_token
}

test('the society is public: mission, members, hours, projects open to join first', async () => {
  const society = (await get('/society', null)).json.data
  expect(society).toMatchObject({ name: '星驰车主公益福利社', memberCount: WELFARE_OFFLINE_MEMBERS + 2, totalHours: 526 + 918 + 0 + 600 })
  expect(society.mission).toContain('公益')
  expect(society.cover).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/covers\//)
  expect(society.projects.map((p: { id: number; state: string }) => [p.id, p.state])).toEqual([
    [603, 'recruiting'], [601, 'ongoing'], [602, 'ongoing'], [604, 'finished'],
  ])
  const recruiting = society.projects[0]
  expect(recruiting).toMatchObject({ title: '冬季道路救援志愿队', doneHours: 0, place: '黑龙江省哈尔滨市' })
  expect(recruiting.startDate > chinaDay(Date.now())).toBe(true)
  expect(society.projects[3].doneHours).toBe(society.projects[3].targetHours)
})

test('a project is public; an unknown one 404, a bad id 400', async () => {
  expect((await get('/projects/601', null)).json.data).toMatchObject({ id: 601, title: '山区学校图书角', state: 'ongoing', targetHours: 800, doneHours: 526, volunteers: 64 })
  expect((await get('/projects/999', null)).json).toMatchObject({ status: 404, message: '公益项目不存在' })
  expect((await get('/projects/abc', null)).status).toBe(400)
})

test('the agreement carries unsafe tags on purpose (the app sanitizes them)', async () => {
  const doc = (await get('/agreement', null)).json.data
  expect(doc.title).toBe('福利社会员协议')
  expect(doc.html).toContain('<script>')
  expect(doc.html).toContain('onerror=')
})

test('the dev user is a member since 200 days with 42 hours in two projects; user 2 has nothing', async () => {
  const mine = (await get('/mine')).json.data
  const since = Date.now() - days(200)
  expect(mine.membership).toMatchObject({ memberNo: `FL${chinaDay(since).slice(0, 4)}-0008`, realName: '王小明', volunteerHours: 42 })
  expect(Math.abs(Date.parse(mine.membership.since) - since)).toBeLessThan(days(1) / 24)
  expect(mine.membership.projects).toEqual([{ id: 602, title: '城市充电桩文明引导', hours: 18 }, { id: 604, title: '新能源科普进社区', hours: 24 }])
  expect(mine.application).toMatchObject({ id: 6601, state: 'approved', plate: '京AD12345' })
  expect((await get('/mine', T2)).json.data).toEqual({ membership: null, application: null })
  expect((await get('/mine', null)).status).toBe(401)
})

test('user 6 waits for the review; user 7 was rejected with the reason', async () => {
  expect((await get('/mine', await loginAs('18600186000'))).json.data).toMatchObject({ membership: null, application: { id: 6603, state: 'reviewing', reviewedAt: null } })
  const rejected = (await get('/mine', await loginAs('17700177000'))).json.data
  expect(rejected).toMatchObject({ membership: null, application: { id: 6604, state: 'rejected', rejectReason: expect.stringContaining('车牌') } })
})

test('mainland plates: 7 characters, or 8 for new energy with D/F after the city letter or last', () => {
  for (const plate of ['京A12345', '沪C8K2M6', '粤BD12345', '粤BF1234X', '苏E12345D', '琼A0000F', '藏A1234Z', '浙ad12345']) {
    expect([plate, normalizePlate(plate)]).toEqual([plate, plate.toUpperCase()])
  }
  expect(normalizePlate(' 川A12345 ')).toBe('川A12345')
  for (const plate of ['港A12345', 'A1234567', '京112345', '京A1234', '京A123456', '京AB12345', '京A12345X', '京A-12345', '台A12345', '京AD123', '']) {
    expect([plate, normalizePlate(plate)]).toEqual([plate, null])
  }
})

test('applying: consent, plate, already a member, fields; then reviewing and a second time refused', async () => {
  expect((await apply({ ...body, consent: false })).json).toMatchObject({ status: 400, message: '请先阅读并同意《福利社会员协议》' })
  expect((await apply(body, T)).json).toMatchObject({ status: 409, message: '你已是福利社会员' })
  for (const plate of ['京AB12345', '港A12345', 'AB12345']) {
    expect((await apply({ ...body, plate })).json).toMatchObject({ status: 400, message: '车牌号格式不正确' })
  }
  expect((await apply({ ...body, plate: '京A123' })).status).toBe(400)
  expect((await apply({ ...body, reason: '  好的      ' })).json.message).toBe('申请理由至少 5 个字')
  expect((await apply(null, null)).status).toBe(401)
  expect((await get('/mine', T2)).json.data).toEqual({ membership: null, application: null })
  const applied = (await apply({ ...body, plate: '粤bd12345' })).json.data
  expect(applied).toMatchObject({ state: 'reviewing', plate: '粤BD12345', realName: '李明', reviewedAt: null, rejectReason: null })
  expect((await get('/mine', T2)).json.data).toEqual({ membership: null, application: applied })
  expect((await apply(body)).json).toMatchObject({ status: 409, message: '申请审核中，请耐心等待' })
})

test('the reviewer rejects (reason required), the applicant applies again, an approval makes a member', async () => {
  const first = (await apply(body)).json.data
  expect((await review(first.id, { approve: false })).json).toMatchObject({ status: 400, message: '驳回须填写原因' })
  expect((await review(first.id, { approve: false, reason: '请补充行驶证' })).json.data).toMatchObject({ state: 'rejected', rejectReason: '请补充行驶证' })
  expect((await get('/mine', T2)).json.data.application).toMatchObject({ id: first.id, state: 'rejected' })
  const again = (await apply(body)).json.data
  expect(again.id).toBeGreaterThan(first.id)
  expect((await review(again.id, { approve: true })).json.data).toMatchObject({ state: 'approved', reviewedAt: expect.any(String) })
  expect((await review(again.id, { approve: true })).json).toMatchObject({ status: 409, message: '该申请已审核' })
  const mine = (await get('/mine', T2)).json.data
  expect(mine.membership).toMatchObject({ memberNo: `FL${chinaDay(Date.now()).slice(0, 4)}-0009`, realName: '李明', volunteerHours: 0, projects: [] })
  expect(mine.application).toMatchObject({ id: again.id, state: 'approved' })
  expect((await apply(body)).json).toMatchObject({ status: 409, message: '你已是福利社会员' })
  expect((await get('/society', null)).json.data.memberCount).toBe(WELFARE_OFFLINE_MEMBERS + 3)
  expect((await review(424242, { approve: true })).json).toMatchObject({ status: 404, message: '入社申请不存在' })
})

test('the account reset clears membership, applications and hours; /__reset restores the seed', async () => {
  expect((await post('/__admin/welfare/accounts/1/reset')).json.data).toEqual({ accountId: 1 })
  expect((await get('/mine')).json.data).toEqual({ membership: null, application: null })
  expect((await get('/society', null)).json.data.memberCount).toBe(WELFARE_OFFLINE_MEMBERS + 1)
  expect((await apply(body, T)).json.data.state).toBe('reviewing')
  await srv.reset()
  expect((await get('/mine')).json.data.membership.volunteerHours).toBe(42)
  expect((await get('/mine', T2)).json.data.application).toBeNull()
})
