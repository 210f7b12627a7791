// The maintenance calls of src/features/maintenance/api.ts against the dev API server.
import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import { MaintenanceDetailSchema, MaintenanceRecordSchema, OwnedCarSchema } from '@api/car-service'
import { PageSchema } from '@api/common'
import { clearSession, setToken } from '@/core/session'
import { getMaintenanceDetail, getMaintenanceRecords, getMyCars } from '@/features/maintenance/api'
import { setupApiServer } from '../support/api-server'

setupApiServer()

test('my cars: a fuel car, an electric car with a home pile and a car without records, each with its plan', async () => {
  const cars = await getMyCars()
  expect(Value.Check(Type.Array(OwnedCarSchema), cars)).toBe(true)
  expect(cars.map((c) => [c.id, c.energy, c.hasHomePile])).toEqual([[1, 'fuel', false], [2, 'electric', true], [3, 'electric', false]])
  expect(cars[0].lastRoutine).toEqual({ date: '2025-09-12', mileage: 50200 })
  expect(cars[2].lastRoutine).toBeNull()
})

test('records come newest first, 14 of them over two pages; a car without records has an empty page', async () => {
  const first = await getMaintenanceRecords({ carId: 1, pageNo: 1, pageSize: 10 })
  expect(Value.Check(PageSchema(MaintenanceRecordSchema), first)).toBe(true)
  expect(first.total).toBe(14)
  const dates = first.list.map((r) => r.date)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(first.list[0]).toMatchObject({ id: 114, type: 'routine', dealerName: '星驰汽车深圳南山店', mileage: 50200 })
  const second = await getMaintenanceRecords({ carId: 1, pageNo: 2, pageSize: 10 })
  expect(second.list.map((r) => r.id)).toEqual([104, 103, 102, 101])
  expect(await getMaintenanceRecords({ carId: 3, pageNo: 1, pageSize: 10 })).toEqual({ list: [], total: 0, pageNo: 1, pageSize: 10 })
})

test('a record has its items with line totals that add up to the amount, the advisor, the dealer and the order', async () => {
  const d = await getMaintenanceDetail(107)
  expect(Value.Check(MaintenanceDetailSchema, d)).toBe(true)
  expect(d.type).toBe('repair')
  for (const it of d.items) expect(it.total).toBe(Math.round(it.quantity * it.unitPrice))
  expect(d.items.reduce((s, it) => s + it.total, 0)).toBe(d.amount)
  expect(d.dealer).toMatchObject({ name: '星驰汽车广州天河店', phone: '020-38881234' })
  expect(d.orderId).toBe(7107)
})

test('an unknown car or record answers 404, someone else\'s 403, a bad id 400', async () => {
  await expect(getMaintenanceRecords({ carId: 99, pageNo: 1, pageSize: 10 })).rejects.toMatchObject({ status: 404, message: '车辆 99 不存在' })
  await expect(getMaintenanceRecords({ carId: 4, pageNo: 1, pageSize: 10 })).rejects.toMatchObject({ status: 403, message: '这辆车不在你的名下' })
  await expect(getMaintenanceDetail(999)).rejects.toMatchObject({ status: 404, message: '保养记录 999 不存在' })
  await expect(getMaintenanceDetail(401)).rejects.toMatchObject({ status: 403 })
  await expect(getMaintenanceDetail('abc' as unknown as number)).rejects.toMatchObject({ status: 400 })
  await expect(getMaintenanceRecords({ carId: 'x' as unknown as number })).rejects.toMatchObject({ status: 400 })
})

test('another user sees only their own car; a guest is refused', async () => {
  setToken('dev-token-2')
  expect((await getMyCars()).map((c) => c.id)).toEqual([4])
  await expect(getMaintenanceDetail(114)).rejects.toMatchObject({ status: 403 })
  clearSession()
  await expect(getMyCars()).rejects.toMatchObject({ status: 401 })
})
