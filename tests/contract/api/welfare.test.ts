import { applyWelfare, getAgreement, getMyWelfare, getProject, getSociety } from '@/features/welfare/api'
import { clearSession, setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const body = { realName: '李明', mobile: '13900139000', plate: '粤BD12345', reason: '周末有空，想参加山区图书角项目。', consent: true }

test('the society, a project and the agreement need no token; an unknown project is 404', async () => {
  clearSession()
  const society = await getSociety()
  expect(society).toMatchObject({ name: '星驰车主公益福利社', memberCount: expect.any(Number), totalHours: 2044 })
  expect(society.projects.map((p) => p.id)).toEqual([603, 601, 602, 604])
  expect(await getProject(601)).toMatchObject({ id: 601, title: '山区学校图书角', state: 'ongoing', place: '云南省怒江州福贡县' })
  await expect(getProject(999)).rejects.toMatchObject({ status: 404, message: '公益项目不存在' })
  const doc = await getAgreement()
  expect(doc.title).toBe('福利社会员协议')
  expect(doc.html).toContain('onerror=')
})

test('my welfare: the dev user a member with hours; user 2 applies, sees reviewing, and is refused a second time', async () => {
  const mine = await getMyWelfare()
  expect(mine.membership).toMatchObject({ memberNo: expect.stringMatching(/^FL\d{4}-0008$/), volunteerHours: 42 })
  expect(mine.membership?.projects.map((p) => p.id)).toEqual([602, 604])
  await expect(applyWelfare(body)).rejects.toMatchObject({ status: 409, message: '你已是福利社会员' })
  setToken('dev-token-2')
  expect(await getMyWelfare()).toEqual({ membership: null, application: null })
  await expect(applyWelfare({ ...body, consent: false })).rejects.toMatchObject({ status: 400, message: '请先阅读并同意《福利社会员协议》' })
  await expect(applyWelfare({ ...body, plate: '京AB12345' })).rejects.toMatchObject({ status: 400, message: '车牌号格式不正确' })
  const applied = await applyWelfare(body)
  expect(applied).toMatchObject({ state: 'reviewing', plate: '粤BD12345', rejectReason: null })
  expect((await getMyWelfare()).application?.id).toBe(applied.id)
  await expect(applyWelfare(body)).rejects.toMatchObject({ status: 409, message: '申请审核中，请耐心等待' })
  expect(api.toasts).toEqual(['你已是福利社会员', '请先阅读并同意《福利社会员协议》', '车牌号格式不正确', '申请审核中，请耐心等待'])
})

test('approved by the reviewer, the applicant holds a membership card with a new member number', async () => {
  setToken('dev-token-2')
  const applied = await applyWelfare(body)
  await api.send({ method: 'POST', path: `/__admin/welfare/applications/${applied.id}/review`, json: { approve: true } })
  const mine = await getMyWelfare()
  expect(mine.membership).toMatchObject({ memberNo: expect.stringMatching(/^FL\d{4}-0009$/), realName: '李明', volunteerHours: 0, projects: [] })
  expect(mine.application?.state).toBe('approved')
})
