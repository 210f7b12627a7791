import { getAuthRules, getMyAuths, getOccupations, submitAuth } from '@/features/occupation/api'
import { clearSession } from '@/core/session'
import { SEEDED_ID_NUMBER } from '../../../mock/seed/occupation'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const form = { type: 'soldier' as const, realName: '王小明', idNumber: SEEDED_ID_NUMBER, workUnit: '北京卫戍区某部', proofs: ['/static/img/covers/proof-a.svg'], consent: true }

test('the occupations and the rules need no token', async () => {
  clearSession()
  const list = await getOccupations()
  expect(list.map((o) => o.name)).toEqual(['教师', '医生', '警察', '消防员', '军人'])
  expect(list.every((o) => o.benefits.length >= 2 && o.proofHint)).toBe(true)
  expect((await getAuthRules()).title).toBe('个人敏感信息处理规则')
})

test('my authentications: every state, the ID masked only', async () => {
  const mine = await getMyAuths()
  expect(Object.fromEntries(mine.map((a) => [a.type, a.state]))).toEqual({ firefighter: 'reviewing', doctor: 'rejected', teacher: 'approved', police: 'expired' })
  expect(mine.find((a) => a.type === 'doctor')?.rejectReason).toBe('证件照片不清晰，请重新上传')
  expect(mine.every((a) => a.idNumberMasked === '110***********123X')).toBe(true)
  expect(JSON.stringify(mine)).not.toContain(SEEDED_ID_NUMBER)
})

test('submitting: a wrong check digit refused with its message, then reviewing with the ID masked; an open one refused', async () => {
  const wrong = `${SEEDED_ID_NUMBER.slice(0, 17)}0`
  await expect(submitAuth({ ...form, idNumber: wrong })).rejects.toMatchObject({ status: 400, message: '身份证号校验位不正确' })
  await expect(submitAuth({ ...form, consent: false })).rejects.toMatchObject({ status: 400, message: '请先同意《个人敏感信息处理规则》' })
  const made = await submitAuth(form)
  expect(made).toMatchObject({ type: 'soldier', typeName: '军人', state: 'reviewing', idNumberMasked: '110***********123X' })
  expect(JSON.stringify(made)).not.toContain(SEEDED_ID_NUMBER)
  expect((await getMyAuths())[0].id).toBe(made.id)
  await expect(submitAuth(form)).rejects.toMatchObject({ status: 409, message: '该职业已有审核中或有效的认证' })
  // The rejected doctor is submitted again.
  expect((await submitAuth({ ...form, type: 'doctor', workUnit: '北京朝阳医院' })).state).toBe('reviewing')
  expect(api.toasts).toEqual(['身份证号校验位不正确', '请先同意《个人敏感信息处理规则》', '该职业已有审核中或有效的认证'])
})
