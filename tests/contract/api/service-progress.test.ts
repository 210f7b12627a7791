import { getServiceOrder, getServiceOrders } from '@/features/service-progress/api'
import { clearSession, setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('my service orders: in progress first, newest first within each, two pages', async () => {
  const first = await getServiceOrders({ pageNo: 1, pageSize: 10 })
  expect(first).toMatchObject({ total: 14, pageNo: 1, pageSize: 10 })
  expect(first.list.map((o) => o.status).slice(0, 3)).toEqual([1, 1, 2])
  expect(first.list[0]).toMatchObject({ id: 9002, plateNo: '粤B·D67890', currentStepName: '已接车' })
  expect(first.list[1]).toMatchObject({ id: 9001, currentStepName: '维修中' })
  expect(first.list[0].estimatedPickupAt).toBeTruthy()
  expect(first.list[2].estimatedPickupAt).toBeNull()
  const received = first.list.slice(2).map((o) => o.receivedAt)
  expect(received).toEqual([...received].sort().reverse())
  const second = await getServiceOrders({ pageNo: 2, pageSize: 10 })
  expect(second.list).toHaveLength(4)
  const ids = [...first.list, ...second.list].map((o) => o.id)
  expect(ids).not.toContain(9101)
})

test('one order with its steps, advisor and dealer', async () => {
  const order = await getServiceOrder(9001)
  expect(order).toMatchObject({ status: 1, currentStep: 4, advisorName: expect.any(String), dealerName: '星驰汽车北京东城中心店' })
  expect(order.steps.map((s) => s.name)).toEqual(['已接车', '检测中', '等待配件', '维修中'])
  expect(order.steps.find((s) => s.code === 4)!.photos[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\//)
  expect((await getServiceOrder(9003)).steps.at(-1)).toMatchObject({ code: 7, name: '已交车' })
})

test('the workshop advances an order and the next read shows the new step', async () => {
  const res = await api.send({ method: 'POST', path: '/__admin/service-orders/9001/advance' })
  expect(res.status).toBe(200)
  const order = await getServiceOrder(9001)
  expect(order).toMatchObject({ currentStep: 5, currentStepName: '质检中' })
  expect(order.steps).toHaveLength(5)
})

test("someone else's or an unknown order is not found; a guest is refused", async () => {
  await expect(getServiceOrder(9101)).rejects.toMatchObject({ status: 404, message: '服务工单不存在' })
  await expect(getServiceOrder(123456)).rejects.toMatchObject({ status: 404 })
  setToken('dev-token-2')
  expect((await getServiceOrders({ pageNo: 1, pageSize: 10 })).list.map((o) => o.id)).toEqual([9101, 9102])
  clearSession()
  await expect(getServiceOrders({ pageNo: 1, pageSize: 10 })).rejects.toMatchObject({ status: 401 })
})
