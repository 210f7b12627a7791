// Service orders on the dev API server: the list's order rule, and the admin route that moves an
// order on (what the end-to-end test pulls down to see).
import { byProgress } from '../../mock/routes/lead/service-orders'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const advance = (id: number | string) => srv.send({ method: 'POST', path: `/__admin/service-orders/${id}/advance` })
const order = (id: number) => srv.send({ method: 'GET', path: `/lead/web/car-service/orders/${id}`, token: 'dev-token' })

const row = (id: number, status: 1 | 2, receivedAt: string) => ({ id, status, receivedAt }) as Parameters<typeof byProgress>[0]

test('in progress before finished, newest received first within each', () => {
  const rows = [row(1, 2, '2025-03-05T10:00:00+08:00'), row(2, 1, '2025-01-01T10:00:00+08:00'), row(3, 2, '2025-03-09T10:00:00+08:00'), row(4, 1, '2025-02-01T10:00:00+08:00')]
  expect(rows.sort(byProgress).map((r) => r.id)).toEqual([4, 2, 3, 1])
})

describe('POST /__admin/service-orders/:id/advance', () => {
  test('adds the next step, timed now, up to the handover', async () => {
    const res = await advance(9002)
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({ id: 9002, currentStep: 2, currentStepName: '检测中', status: 1 })
    const steps = (await order(9002)).json.data.steps
    expect(steps.map((s: { name: string }) => s.name)).toEqual(['已接车', '检测中'])
    expect(Date.now() - Date.parse(steps[1].time)).toBeLessThan(60_000)
    for (let i = 0; i < 5; i++) expect((await advance(9002)).status).toBe(200)
    const done = (await order(9002)).json.data
    expect(done).toMatchObject({ status: 2, currentStepName: '已交车', estimatedPickupAt: null })
  })

  test('a finished order, an unknown id and a bad id are refused clearly', async () => {
    expect(await advance(9003)).toMatchObject({ status: 409, json: { message: '工单已交车，没有下一步' } })
    expect(await advance(999999)).toMatchObject({ status: 404, json: { message: '服务工单不存在' } })
    expect((await advance('abc')).status).toBe(400)
  })
})
