// Occupation authentication on the dev API server: the occupations, the dev user's
// authentications in every state (expired read from the date), the ID number rule with its
// Chinese messages, one open authentication per occupation, the reviewer's decision, and that
// no answer ever carries a full ID number.
import { checkDigit } from '../../mock/routes/user/occupation-id'
import { SEEDED_ID_NUMBER } from '../../mock/seed/occupation'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const T2 = 'dev-token-2'
const O = '/user/web/user/occupation-auth'
const srv = serverPerFile()
const get = (path: string, token: string | null = T) => srv.send({ method: 'GET', path: `${O}${path}`, token })
const post = (json: unknown, token: string | null = T) => srv.send({ method: 'POST', path: O, json, token })
const review = (id: number, json: unknown) => srv.send({ method: 'POST', path: `/__admin/occupation-auth/${id}/review`, json })

/** A valid number for the first 17 digits. */
const valid = (first17: string) => `${first17}${checkDigit(first17)}`
const NEW_ID = valid('33010619900214246')
const form = { type: 'soldier', realName: '王小明', idNumber: NEW_ID, workUnit: '北京卫戍区某部', proofs: ['/static/img/covers/proof-a.svg'], consent: true }

test('the occupations with their benefits, proof hint and validity; public', async () => {
  const list = (await get('/occupations', null)).json.data
  expect(list.map((o: { type: string; name: string }) => `${o.type}:${o.name}`)).toEqual(['teacher:教师', 'doctor:医生', 'police:警察', 'firefighter:消防员', 'soldier:军人'])
  for (const o of list) {
    expect(o.benefits.length).toBeGreaterThanOrEqual(2)
    expect(o.benefits.length).toBeLessThanOrEqual(4)
    expect([12, 24]).toContain(o.validMonths)
    expect(o.proofHint).toMatch(/^请上传/)
  }
  expect((await get('/rules', null)).json.data.title).toBe('个人敏感信息处理规则')
})

test('the dev user\'s authentications: one in every state, the ID masked; user 2 has none', async () => {
  const mine = (await get('/mine')).json.data
  const byType = Object.fromEntries(mine.map((a: { type: string }) => [a.type, a]))
  expect(Object.keys(byType).sort()).toEqual(['doctor', 'firefighter', 'police', 'teacher'])
  expect(byType.teacher).toMatchObject({ state: 'approved', typeName: '教师', badge: expect.stringContaining('/static/img/') })
  expect(Date.parse(byType.teacher.expiresAt)).toBeGreaterThan(Date.now())
  expect(byType.doctor).toMatchObject({ state: 'rejected', rejectReason: '证件照片不清晰，请重新上传', expiresAt: null, badge: null })
  expect(byType.police.state).toBe('expired')
  expect(Date.parse(byType.police.expiresAt)).toBeLessThan(Date.now())
  expect(byType.firefighter).toMatchObject({ state: 'reviewing', reviewedAt: null, proofs: [expect.any(String), expect.any(String), expect.any(String)] })
  for (const a of mine) {
    expect(a.idNumberMasked).toBe('110***********123X')
    expect(a).not.toHaveProperty('idNumber')
  }
  const times = mine.map((a: { submittedAt: string }) => Date.parse(a.submittedAt))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  expect((await get('/mine', T2)).json.data).toEqual([])
  expect((await get('/mine', null)).status).toBe(401)
})

test('the ID number rule: length, region, birth date, check digit, each with its message', async () => {
  const refused = async (idNumber: string) => (await post({ ...form, idNumber })).json
  expect(await refused(NEW_ID.slice(0, 17))).toMatchObject({ status: 400, message: '身份证号应为 18 位' })
  expect((await refused(`${NEW_ID}1`)).message).toBe('身份证号应为 18 位')
  expect((await refused('33010619900214246A')).message).toBe('身份证号只能是数字，最后一位可以是 X')
  expect((await refused(valid('99010619900214246'))).message).toBe('身份证号地区码无效')
  expect((await refused(valid('33010619900230246'))).message).toBe('身份证号出生日期无效')
  expect((await refused(valid('33010618991231246'))).message).toBe('身份证号出生日期无效')
  expect((await refused(valid(`330106${new Date().getFullYear() + 1}0101246`))).message).toBe('身份证号出生日期无效')
  const wrongDigit = `${NEW_ID.slice(0, 17)}${NEW_ID[17] === '0' ? '1' : '0'}`
  expect((await refused(wrongDigit)).message).toBe('身份证号校验位不正确')
  expect((await post({ ...form, consent: false })).json).toMatchObject({ status: 400, message: '请先同意《个人敏感信息处理规则》' })
  expect((await post({ ...form, realName: '  王  ' })).json.message).toBe('请填写真实姓名')
  expect((await post({ ...form, proofs: [] })).status).toBe(400)
  expect((await post({ ...form, proofs: Array(4).fill('/static/img/covers/a.svg') })).status).toBe(400)
  expect((await post({ ...form, type: 'pilot' })).status).toBe(400)
  // Nothing was stored by the refusals.
  expect((await get('/mine')).json.data).toHaveLength(4)
})

test('one open authentication per occupation; after a rejection or an expiry it is submitted again', async () => {
  for (const type of ['teacher', 'firefighter']) {
    expect((await post({ ...form, type })).json).toMatchObject({ status: 409, message: '该职业已有审核中或有效的认证' })
  }
  const doctor = (await post({ ...form, type: 'doctor', workUnit: '北京朝阳医院' })).json.data
  expect(doctor).toMatchObject({ type: 'doctor', typeName: '医生', state: 'reviewing', rejectReason: null, expiresAt: null, badge: null, idNumberMasked: `330***********${NEW_ID.slice(-4)}` })
  expect((await post({ ...form, type: 'police', idNumber: SEEDED_ID_NUMBER.toLowerCase() })).json.data).toMatchObject({ state: 'reviewing', idNumberMasked: '110***********123X' })
  const soldier = (await post(form)).json.data
  expect(soldier.state).toBe('reviewing')
  expect((await post(form)).json.message).toBe('该职业已有审核中或有效的认证')
  const mine = (await get('/mine')).json.data
  expect(mine.map((a: { type: string; state: string }) => `${a.type}:${a.state}`)).toEqual([
    'soldier:reviewing', 'police:reviewing', 'doctor:reviewing', 'firefighter:reviewing', 'teacher:approved',
  ])
  // User 2 may submit any occupation, their own.
  expect((await post({ ...form, type: 'teacher' }, T2)).json.data.state).toBe('reviewing')
})

test('the reviewer approves (valid for the occupation\'s months, with its badge) or rejects with a reason', async () => {
  expect((await review(8504, { approve: false })).json).toMatchObject({ status: 400, message: '驳回须填写原因' })
  const approved = (await review(8504, { approve: true })).json.data
  expect(approved).toMatchObject({ state: 'approved', badge: expect.stringContaining('occupation-firefighter'), rejectReason: null })
  const months = (Date.parse(approved.expiresAt) - Date.now()) / (30.44 * 86400000)
  expect(Math.round(months)).toBe(24)
  expect((await review(8504, { approve: true })).json).toMatchObject({ status: 409, message: '该认证已审核' })
  expect((await review(8503, { approve: true })).status).toBe(409)
  expect((await post({ ...form, type: 'firefighter' })).json.status).toBe(409)
  const soldier = (await post(form)).json.data
  expect((await review(soldier.id, { approve: false, reason: '证明材料与职业不符' })).json.data).toMatchObject({ state: 'rejected', rejectReason: '证明材料与职业不符' })
  expect((await post(form)).json.data.state).toBe('reviewing')
  expect((await review(99999, { approve: true })).json).toMatchObject({ status: 404, message: '职业认证不存在' })
})

test('no answer of any occupation route carries a full ID number, seeded or just submitted', async () => {
  const texts: string[] = []
  const keep = async (res: Promise<{ text: string }>) => texts.push((await res).text)
  await keep(get('/mine'))
  await keep(get('/occupations', null))
  await keep(get('/rules', null))
  await keep(post(form))
  await keep(post({ ...form, type: 'doctor', idNumber: valid('44030519851120357').toLowerCase() }))
  await keep(post({ ...form, type: 'police', idNumber: valid('99010619900214246') }))
  await keep(post({ ...form, type: 'police', idNumber: valid('33010619900230246') }))
  await keep(post({ ...form, type: 'police', idNumber: `${NEW_ID.slice(0, 17)}${NEW_ID[17] === '0' ? '1' : '0'}` }))
  await keep(post({ ...form, type: 'teacher' }))
  await keep(review(8504, { approve: true }))
  await keep(get('/mine'))
  await keep(get('/mine', T2))
  const all = texts.join('\n')
  expect(all).toContain('110***********123X')
  const full = [SEEDED_ID_NUMBER, NEW_ID, valid('44030519851120357'), valid('99010619900214246'), valid('33010619900230246')]
  for (const id of full) {
    expect(all).not.toContain(id)
    expect(all).not.toContain(id.toLowerCase())
    // Not in pieces either: the middle digits (the birth date) never show.
    expect(all).not.toContain(id.slice(6, 14))
  }
})
