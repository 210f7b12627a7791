// The other-car calls of src/features/other-car/api.ts against the dev API server.
import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import { OtherBrandSchema, OtherCarActivitySchema, OtherCarSchema, type OtherCarInput } from '@api/other-car'
import { clearSession, setToken } from '@/core/session'
import { addOtherCar, deleteOtherCar, getOtherBrands, getOtherCarActivities, getOtherCars } from '@/features/other-car/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const input: OtherCarInput = { brandId: 7, modelId: 702, plate: '浙A1B2C3', vin: 'LSVAU2182K2123456', purchaseDate: '2022-03-01' }

test('brands come with their models', async () => {
  const brands = await getOtherBrands()
  expect(Value.Check(Type.Array(OtherBrandSchema), brands)).toBe(true)
  expect(brands.find((b) => b.name === '大众')?.models.map((m) => m.name)).toEqual(['帕萨特', '迈腾', '朗逸', 'ID.4 CROZZ'])
  expect(brands.every((b) => b.models.length > 0)).toBe(true)
})

test('the dev user owns a 大众 帕萨特 and a 丰田 凯美瑞, newest first; user 2 one car', async () => {
  const cars = await getOtherCars()
  expect(Value.Check(Type.Array(OtherCarSchema), cars)).toBe(true)
  expect(cars.map((c) => [c.id, c.brandName, c.modelName, c.plate])).toEqual([[502, '丰田', '凯美瑞', '粤B5T7Q9'], [501, '大众', '帕萨特', '浙A8K2M6']])
  expect(cars[1].licencePhoto).toMatch(new RegExp(`^${api.base}/static/img/covers/licence-501\\.svg`))
  expect(cars[0].licencePhoto).toBeNull()
  setToken('dev-token-2')
  expect((await getOtherCars()).map((c) => c.id)).toEqual([503])
  clearSession()
  await expect(getOtherCars()).rejects.toMatchObject({ status: 401 })
})

test('adding a car: it joins the list first, with the names of its brand and model and the upload kept', async () => {
  const photo = `${api.base}/static/img/covers/licence-new.svg`
  const added = await addOtherCar({ ...input, licencePhoto: photo })
  expect(Value.Check(OtherCarSchema, added)).toBe(true)
  expect(added).toMatchObject({ brandName: '大众', modelName: '迈腾', plate: '浙A1B2C3', vin: 'LSVAU2182K2123456', purchaseDate: '2022-03-01', licencePhoto: photo })
  const withoutVin = await addOtherCar({ brandId: 10, modelId: 1002, plate: '京AD12345', purchaseDate: '2023-04-01' })
  expect(withoutVin).toMatchObject({ vin: '', licencePhoto: null })
  expect((await getOtherCars()).map((c) => c.id)).toEqual([withoutVin.id, added.id, 502, 501])
})

test('a bad plate, VIN, model or date is refused with a Chinese 400 and nothing is added', async () => {
  const refused = [
    [{ ...input, plate: '粤I12345' }, '参数 plate 不是有效的车牌号（省份简称 + 字母 + 5 位，新能源 6 位，不含 I、O）'],
    [{ ...input, plate: '港B12345' }, /^参数 plate /],
    [{ ...input, plate: '粤B·12345' }, /^参数 plate /],
    [{ ...input, plate: '粤B123456' }, /^参数 plate /],
    [{ ...input, vin: 'LSVAQ2182K2123456' }, '参数 vin 车架号为 17 位字母或数字，不含 I、O、Q'],
    [{ ...input, vin: 'LSVAU2180K2123456' }, '车架号校验位（第 9 位）不正确，请核对行驶证上的车架号'],
    [{ ...input, modelId: 801 }, '车型 801 不属于大众'],
    [{ ...input, brandId: 99 }, '品牌 99 不存在'],
    [{ ...input, purchaseDate: '2022-02-30' }, '购车日期不是有效的日期'],
    [{ ...input, purchaseDate: '2999-01-01' }, '购车日期不能晚于今天'],
  ] as const
  for (const [body, message] of refused) {
    const error = await addOtherCar(body as OtherCarInput).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 400, message: typeof message === 'string' ? message : expect.stringMatching(message) })
  }
  expect(api.toasts).toContain('购车日期不能晚于今天')
  expect(await getOtherCars()).toHaveLength(2)
})

test('the same plate twice is refused with 409 该车牌已添加; another owner may add it', async () => {
  await expect(addOtherCar({ ...input, plate: '浙A8K2M6' })).rejects.toMatchObject({ status: 409, message: '该车牌已添加' })
  expect(api.toasts).toEqual(['该车牌已添加'])
  setToken('dev-token-2')
  await expect(addOtherCar({ ...input, plate: '浙A8K2M6' })).resolves.toMatchObject({ plate: '浙A8K2M6' })
})

test('at most 5 cars', async () => {
  for (const plate of ['浙A11111', '浙A22222', '浙A33333']) await addOtherCar({ ...input, plate })
  await expect(addOtherCar({ ...input, plate: '浙A44444' })).rejects.toMatchObject({ status: 409, message: '最多添加 5 辆其他品牌车辆，请先删除不用的车辆' })
})

test('deleting my car removes it; someone else\'s or an unknown car answers 404 and stays', async () => {
  await expect(deleteOtherCar(501)).resolves.toEqual({ id: 501 })
  expect((await getOtherCars()).map((c) => c.id)).toEqual([502])
  await expect(deleteOtherCar(501)).rejects.toMatchObject({ status: 404, message: '车辆 501 不存在' })
  await expect(deleteOtherCar(503)).rejects.toMatchObject({ status: 404, message: '车辆 503 不存在' })
  setToken('dev-token-2')
  expect((await getOtherCars()).map((c) => c.id)).toEqual([503])
})

test('activities open to owners of other brands: open ones only, soonest deadline first, each with its registration page', async () => {
  clearSession()
  const activities = await getOtherCarActivities()
  expect(Value.Check(Type.Array(OtherCarActivitySchema), activities)).toBe(true)
  expect(activities.map((a) => [a.id, a.kind, a.hash])).toEqual([[205, 'owner-event', 'other-owner-day'], [206, 'owner-event', 'owner-road-trip'], [204, 'trade-in', 'trade-in-2025']])
  expect(activities[2]).toMatchObject({ title: '老车换新 · 置换补贴', benefit: '至高 8000 元置换补贴 + 旧车免费评估' })
  const deadlines = activities.map((a) => Date.parse(a.deadline))
  expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b))
  expect(deadlines.every((d) => d > Date.now())).toBe(true)
})
