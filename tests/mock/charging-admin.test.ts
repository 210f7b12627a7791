// The admin routes that move charging orders on (what the end-to-end tests and the contract
// tests use to see a survey, an installation, a rejection or a finished repair).
import { applicationSample } from '../../mock/routes/lead/charging'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const advance = (kind: string, id: number | string, json: Record<string, unknown> = {}) =>
  srv.send({ method: 'POST', path: `/__admin/charging/${kind}/${id}/advance`, json })
const read = (id: number) => srv.send({ method: 'GET', path: `/lead/web/charging/applications/${id}`, token: 'dev-token' })

test('an application cannot be rejected once installing; ended ones, unknown and bad ids are refused clearly', async () => {
  expect(await advance('applications', 6102)).toMatchObject({ status: 409, json: { message: '申请已结束，没有下一步' } })
  expect(await advance('applications', 999999)).toMatchObject({ status: 404, json: { message: '安装申请不存在' } })
  expect((await advance('applications', 'abc')).status).toBe(400)
  expect((await advance('applications', 6101, { reject: '' })).status).toBe(400)
  const created = await srv.send({
    method: 'POST', path: '/lead/web/charging/applications', token: 'dev-token',
    json: applicationSample(),
  })
  const id = created.json.data.id
  await advance('applications', id)
  expect((await advance('applications', id)).json.data).toMatchObject({ id, status: 'installing' })
  expect(await advance('applications', id, { reject: '晚了' })).toMatchObject({ status: 409, json: { message: '安装已开始，不能驳回' } })
  expect((await read(id)).json.data.history.map((h: { status: string }) => h.status)).toEqual(['submitted', 'surveyed', 'installing'])
})

test('a repair moves to 已修复 with a technician and a result, then no further', async () => {
  for (const status of ['accepted', 'repairing', 'repaired']) expect((await advance('repairs', 6201)).json.data).toMatchObject({ id: 6201, status })
  const list = await srv.send({ method: 'GET', path: '/lead/web/charging/orders', query: { kind: 'repair', pageNo: 1, pageSize: 1 }, token: 'dev-token' })
  expect(list.json.data.list[0]).toMatchObject({ id: 6201, status: 'repaired', technician: { name: expect.any(String) }, result: '已完成检修，充电桩恢复正常' })
  expect(await advance('repairs', 6201)).toMatchObject({ status: 409, json: { message: '维修已完成，没有下一步' } })
  expect(await advance('repairs', 1)).toMatchObject({ status: 404, json: { message: '报修单不存在' } })
})
