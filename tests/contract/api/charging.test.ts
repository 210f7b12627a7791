// The charging calls of src/features/charging/api.ts against the dev API server, refusals included.
import dayjs from 'dayjs'
import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import {
  ChargingApplicationSchema, ChargingCarSchema, ChargingNoticeSchema, ChargingOrderSchema, ChargingPileSchema, ChargingRatingDetailSchema, RepairReportSchema,
  type ApplicationBody,
} from '@api/charging'
import { PageSchema } from '@api/common'
import type { EvaluationInput } from '@api/evaluation'
import { clearSession, setToken } from '@/core/session'
import {
  applyForPile, cancelApplication, getApplication, getChargingCars, getChargingNotice, getChargingOrders, getChargingPiles,
  getChargingRating, rateChargingOrder, reportRepair,
} from '@/features/charging/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

// The server counts days on the China calendar; +2 and +4 lie ahead in any time zone.
const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD')
const BODY: ApplicationBody = {
  carId: 3, provinceCode: '440000', cityCode: '440300', districtCode: '440304', address: '香蜜湖街道香梅北路 88 号 B1-056 车位', parking: 'rented',
  consentPhotos: ['http://127.0.0.1/static/upload/1'], contactName: '王小明', contactPhone: '13800138000', preferredDate: day(2), backupDate: day(4),
}
const RATING: EvaluationInput = {
  scores: { timeliness: 5, quality: 4, attitude: 5, tidiness: 5 }, tags: ['上门准时'], problems: [], comment: '安装规范', photos: [], anonymous: false,
}
const advance = (kind: 'applications' | 'repairs', id: number, json: Record<string, unknown> = {}) =>
  api.send({ method: 'POST', path: `/__admin/charging/${kind}/${id}/advance`, json })

test('the notice is rich text about the parking space, the property and the power supply; no login needed', async () => {
  clearSession()
  const notice = await getChargingNotice()
  expect(Value.Check(ChargingNoticeSchema, notice)).toBe(true)
  expect(notice.title).toBe('家用充电桩安装须知')
  for (const part of ['车位', '物业', '供电']) expect(notice.html).toContain(part)
})

test('my cars say which may apply: the fuel car and the car with a pile cannot, car 3 can', async () => {
  const cars = await getChargingCars()
  expect(Value.Check(Type.Array(ChargingCarSchema), cars)).toBe(true)
  expect(cars.map((c) => [c.id, c.blockedReason])).toEqual([
    [1, '该车辆不是纯电车型，暂不支持安装家用充电桩'],
    [2, '该车辆已安装家用充电桩'],
    [3, null],
  ])
  const piles = await getChargingPiles()
  expect(Value.Check(Type.Array(ChargingPileSchema), piles)).toBe(true)
  expect(piles.map((p) => [p.id, p.carId, p.plate])).toEqual([[6301, 2, '粤B·D67890']])
})

test('applying for car 3: submitted and cancellable; a second open one for the same car is refused; cancel shows 已取消', async () => {
  const a = await applyForPile(BODY)
  expect(Value.Check(ChargingApplicationSchema, a)).toBe(true)
  expect(a).toMatchObject({ kind: 'install', carId: 3, status: 'submitted', cancellable: true, rated: false, districtName: '福田区', backupDate: day(4) })
  expect(a.history.map((h) => h.status)).toEqual(['submitted'])
  expect((await getChargingCars()).find((c) => c.id === 3)).toMatchObject({ openApplicationId: a.id, blockedReason: '该车辆已有进行中的安装申请' })
  await expect(applyForPile(BODY)).rejects.toMatchObject({ status: 409, message: '该车辆已有进行中的安装申请' })
  expect(await getApplication(a.id)).toEqual(a)

  const cancelled = await cancelApplication(a.id)
  expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false })
  expect(cancelled.history.map((h) => h.status)).toEqual(['submitted', 'cancelled'])
  await expect(cancelApplication(a.id)).rejects.toMatchObject({ status: 409, message: '该申请已取消' })
  // Cancelled, the car may apply again.
  expect((await applyForPile(BODY)).status).toBe('submitted')
})

test('applying is refused clearly: a fuel car, a car with a pile, someone else\'s car, bad regions, days and fields', async () => {
  await expect(applyForPile({ ...BODY, carId: 1 })).rejects.toMatchObject({ status: 400, message: '该车辆不是纯电车型，暂不支持安装家用充电桩' })
  await expect(applyForPile({ ...BODY, carId: 2 })).rejects.toMatchObject({ status: 409, message: '该车辆已安装家用充电桩' })
  await expect(applyForPile({ ...BODY, carId: 4 })).rejects.toMatchObject({ status: 403, message: '这辆车不在你的名下' })
  await expect(applyForPile({ ...BODY, carId: 99 })).rejects.toMatchObject({ status: 404 })
  await expect(applyForPile({ ...BODY, districtCode: '440305', cityCode: '110100' })).rejects.toMatchObject({ status: 400, message: '参数 cityCode 不属于所选省份' })
  await expect(applyForPile({ ...BODY, preferredDate: day(-1) })).rejects.toMatchObject({ status: 400, message: '期望安装日期不能早于明天' })
  await expect(applyForPile({ ...BODY, preferredDate: day(90) })).rejects.toMatchObject({ status: 400, message: '期望安装日期只能在 60 天内' })
  await expect(applyForPile({ ...BODY, backupDate: BODY.preferredDate })).rejects.toMatchObject({ status: 400, message: '备选日期不能与期望安装日期相同' })
  await expect(applyForPile({ ...BODY, preferredDate: '2026-02-30' })).rejects.toMatchObject({ status: 400, message: '期望安装日期不是有效日期' })
  await expect(applyForPile({ ...BODY, contactPhone: '12345678901' })).rejects.toMatchObject({ status: 400 })
  await expect(applyForPile({ ...BODY, consentPhotos: [] })).rejects.toMatchObject({ status: 400, message: '参数 consentPhotos 至少需要 1 项' })
  await expect(applyForPile({ ...BODY, parking: 'street' as never })).rejects.toMatchObject({ status: 400, message: '参数 parking 只能是 own、rented' })
  await expect(applyForPile({ ...BODY, address: '     车位号 ' })).rejects.toMatchObject({ status: 400, message: '详细地址至少 5 个字' })
  // Nothing was stored by the refusals.
  expect((await getChargingCars()).find((c) => c.id === 3)?.openApplicationId).toBeNull()
})

test('once surveyed an application can no longer be cancelled; installed it adds a pile; rejected it carries the reason', async () => {
  const a = await applyForPile(BODY)
  expect((await advance('applications', a.id)).status).toBe(200)
  const surveyed = await getApplication(a.id)
  expect(surveyed).toMatchObject({ status: 'surveyed', cancellable: false, installer: { name: expect.any(String), phone: expect.stringMatching(/^1\d{10}$/) } })
  await expect(cancelApplication(a.id)).rejects.toMatchObject({ status: 409, message: '已勘测的申请不能在线取消，请联系安装服务商' })
  await advance('applications', a.id)
  await advance('applications', a.id)
  const installed = await getApplication(a.id)
  expect(installed).toMatchObject({ status: 'installed', pileNo: expect.stringMatching(/^XC-P/) })
  expect((await getChargingPiles()).map((p) => p.carId)).toEqual([2, 3])
  expect((await getChargingCars()).find((c) => c.id === 3)).toMatchObject({ hasHomePile: true, blockedReason: '该车辆已安装家用充电桩' })
  expect(await advance('applications', a.id)).toMatchObject({ status: 409, json: { message: '申请已结束，没有下一步' } })

  await api.send({ method: 'POST', path: '/__reset', json: {} })
  const b = await applyForPile(BODY)
  await advance('applications', b.id, { reject: '物业不同意在公共区域布线' })
  expect(await getApplication(b.id)).toMatchObject({ status: 'rejected', rejectReason: '物业不同意在公共区域布线', cancellable: false })
})

test('my orders: applications and repairs together, newest first, 13 over two pages; one kind at a time', async () => {
  const first = await getChargingOrders({ pageNo: 1, pageSize: 10 })
  expect(Value.Check(PageSchema(ChargingOrderSchema), first)).toBe(true)
  expect(first.total).toBe(13)
  const second = await getChargingOrders({ pageNo: 2, pageSize: 10 })
  const all = [...first.list, ...second.list]
  expect(second.list).toHaveLength(3)
  const times = all.map((o) => o.createdAt)
  expect(times).toEqual([...times].sort().reverse())
  expect(all.map((o) => `${o.kind}:${o.id}`)).toContain('install:6101')
  expect(all.filter((o) => o.kind === 'repair')).toHaveLength(10)
  expect(all.map((o) => o.id)).not.toEqual(expect.arrayContaining([6191]))
  const installs = await getChargingOrders({ kind: 'install', pageNo: 1, pageSize: 10 })
  expect(installs.list.map((o) => o.id)).toEqual([6103, 6102, 6101])
  const rated = all.filter((o) => o.rated).map((o) => o.id)
  expect(rated.sort()).toEqual([6205, 6206, 6208, 6209, 6210])
})

test('a repair report of my pile comes first in the list; a pile not mine, a bad symptom or a short description is refused', async () => {
  const r = await reportRepair({ pileId: 6301, symptom: '无法充电', description: '插枪后没有任何反应', photos: ['http://127.0.0.1/static/upload/2'], contactTime: '周末' })
  expect(Value.Check(RepairReportSchema, r)).toBe(true)
  expect(r).toMatchObject({ kind: 'repair', status: 'submitted', pileNo: expect.stringMatching(/^XC-P/), plate: '粤B·D67890', technician: null, rated: false })
  expect((await getChargingOrders({ pageNo: 1, pageSize: 10 })).list[0]).toMatchObject({ kind: 'repair', id: r.id })
  await expect(reportRepair({ pileId: 9999, symptom: '无法充电', description: '插枪后没有任何反应', photos: [], contactTime: '周末' })).rejects.toMatchObject({ status: 404, message: '充电桩不存在' })
  await expect(reportRepair({ pileId: 6301, symptom: '冒烟' as never, description: '插枪后没有任何反应', photos: [], contactTime: '周末' })).rejects.toMatchObject({ status: 400 })
  await expect(reportRepair({ pileId: 6301, symptom: '其他', description: '  坏了  ', photos: [], contactTime: '周末' })).rejects.toMatchObject({ status: 400, message: '故障描述至少 5 个字' })
  await expect(reportRepair({ pileId: 6301, symptom: '其他', description: '插枪后没有任何反应', photos: Array(7).fill('u'), contactTime: '周末' })).rejects.toMatchObject({ status: 400, message: '参数 photos 最多 6 项' })
})

test('rating: the template of a finished order, then once; unfinished, rated, incomplete or low without a problem is refused', async () => {
  const detail = await getChargingRating('install', 6101)
  expect(Value.Check(ChargingRatingDetailSchema, detail)).toBe(true)
  expect(detail).toMatchObject({ order: { kind: 'install', id: 6101, status: 'installed' }, rating: null })
  expect(detail.template.aspects.map((a) => a.name)).toEqual(['安装时效', '施工质量', '服务态度', '现场整洁'])
  expect((await getChargingRating('repair', 6204)).template.aspects.map((a) => a.key)).toEqual(['response', 'quality', 'attitude'])

  await expect(rateChargingOrder('install', 6101, { ...RATING, scores: { timeliness: 5, quality: 4, attitude: 5 } })).rejects.toMatchObject({ status: 400, message: '请为「现场整洁」打分' })
  await expect(rateChargingOrder('install', 6101, { ...RATING, scores: { ...RATING.scores, speed: 5 } })).rejects.toMatchObject({ status: 400, message: '评分项 speed 不存在' })
  await expect(rateChargingOrder('install', 6101, { ...RATING, scores: { ...RATING.scores, quality: 2 } })).rejects.toMatchObject({ status: 400, message: '有 2 星及以下的评分时，请至少选择一个遇到的问题' })
  await expect(rateChargingOrder('install', 6101, { ...RATING, tags: ['便宜'] })).rejects.toMatchObject({ status: 400, message: '标签「便宜」不可选' })
  await expect(rateChargingOrder('install', 6101, { ...RATING, comment: '这里有违禁词' })).rejects.toMatchObject({ status: 400, message: '评价内容包含敏感词：违禁词，请修改后再提交' })
  await expect(rateChargingOrder('install', 6101, { ...RATING, scores: { ...RATING.scores, quality: 6 } })).rejects.toMatchObject({ status: 400 })

  const done = await rateChargingOrder('install', 6101, { ...RATING, scores: { ...RATING.scores, quality: 2 }, problems: ['布线不美观'] })
  expect(done).toMatchObject({ kind: 'install', id: 6101, rated: true })
  await expect(rateChargingOrder('install', 6101, RATING)).rejects.toMatchObject({ status: 409, message: '该订单已评价' })
  // Once given, the page shows it read-only.
  expect((await getChargingRating('install', 6101)).rating).toMatchObject({ scores: { quality: 2 }, problems: ['布线不美观'], createdAt: expect.any(String) })
  expect(await getApplication(6101)).toMatchObject({ rated: true })
  const list = await getChargingOrders({ kind: 'install', pageNo: 1, pageSize: 10 })
  expect(list.list.find((o) => o.id === 6101)?.rated).toBe(true)

  await expect(getChargingRating('repair', 6201)).rejects.toMatchObject({ status: 409, message: '维修尚未完成，暂不能评价' })
  await expect(rateChargingOrder('install', 6103, RATING)).rejects.toMatchObject({ status: 409, message: '充电桩尚未安装完成，暂不能评价' })
  await expect(rateChargingOrder('repair', 6205, { ...RATING, scores: { response: 5, quality: 5, attitude: 5 }, tags: [] })).rejects.toMatchObject({ status: 409, message: '该订单已评价' })
  // A repair the desk finishes can be rated then.
  for (let i = 0; i < 3; i++) await advance('repairs', 6201)
  expect((await getChargingRating('repair', 6201)).template.aspects).toHaveLength(3)
})

test("someone else's orders are not found and never listed; a guest is refused", async () => {
  await expect(getApplication(6191)).rejects.toMatchObject({ status: 404, message: '安装申请不存在' })
  await expect(cancelApplication(6192)).rejects.toMatchObject({ status: 404 })
  await expect(getChargingRating('install', 6191)).rejects.toMatchObject({ status: 404 })
  setToken('dev-token-2')
  expect((await getChargingOrders({ pageNo: 1, pageSize: 10 })).list.map((o) => o.id)).toEqual([6192, 6191])
  expect(await getChargingPiles()).toEqual([])
  await expect(getApplication(6101)).rejects.toMatchObject({ status: 404 })
  await expect(reportRepair({ pileId: 6301, symptom: '其他', description: '别人的充电桩', photos: [], contactTime: '周末' })).rejects.toMatchObject({ status: 404 })
  clearSession()
  await expect(getChargingOrders({ pageNo: 1, pageSize: 10 })).rejects.toMatchObject({ status: 401 })
  await expect(getChargingCars()).rejects.toMatchObject({ status: 401 })
})
