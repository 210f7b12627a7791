// The event display board: offline figures plus what the server sees live within the event's
// window (a lead from the public lead form moves both the total and the city ranking), the
// running event by default, the ranking order, and the 404 of an unknown event.
import { addDays, chinaDay } from '../../mock/core/time'
import { ENDED_DISPLAY_EVENT, RUNNING_DISPLAY_EVENT, seedDisplayEvents } from '../../mock/seed/display'
import { serverPerFile, DEV_TOKEN } from './support/server'

const srv = serverPerFile()
const board = async (query?: Record<string, unknown>) => (await srv.send({ method: 'GET', path: '/activity/api/v1/activity/app/display/board', query })).json
/** Exactly what the lead form of src/features/activity sends, without a token. */
const lead = (mobile: string, cityCode = '510100', provinceCode = '510000') =>
  srv.send({ method: 'POST', path: '/lead/web/lead/capture', token: null, json: { name: '王小明', mobile, provinceCode, cityCode, vehicleTypeId: 1, consent: true, source: 'display' } })

test('without an event id, the running event with its place and dates; no token needed', async () => {
  const res = await board()
  expect(res.status).toBe(200)
  expect(res.data).toMatchObject({ eventId: RUNNING_DISPLAY_EVENT, eventName: '星驰 S7 上市品鉴会' })
  expect(res.data.subtitle).toMatch(/^北京 · \d+月\d+日—\d+月\d+日$/)
  expect(res.data.updatedAt).toMatch(/\+08:00$/)
})

test('a lead from the public lead form adds one to the leads and to its city', async () => {
  const before = (await board()).data
  expect((await lead('13711112222')).status).toBe(200)
  const after = (await board()).data
  expect(after.totals.leads).toBe(before.totals.leads + 1)
  const chengdu = (d: typeof before) => d.cities.find((c: { cityCode: string }) => c.cityCode === '510100').count
  expect(chengdu(after)).toBe(chengdu(before) + 1)
  expect(after.totals.registrations).toBe(before.totals.registrations)
})

test('totals are the offline figures plus live test drives, registrations and sign-ins today', async () => {
  const base = seedDisplayEvents(Date.now())[0].base
  const before = (await board({ eventId: RUNNING_DISPLAY_EVENT })).data.totals
  for (const total of Object.keys(base) as (keyof typeof base)[]) expect(before[total]).toBeGreaterThanOrEqual(base[total])
  const drive = await srv.send({
    method: 'POST', path: '/lead/web/test-drive/submit', token: DEV_TOKEN,
    json: { name: '王小明', mobile: '13811112222', vehicleTypeId: 2, dealerCode: 'EV-SZ-001', expectDate: addDays(chinaDay(Date.now()), 2) },
  })
  expect(drive.status).toBe(200)
  const signIn = await srv.send({ method: 'POST', path: '/user/web/task/tasks/event-start', token: DEV_TOKEN, json: { eventCode: 'SJ50001' } })
  const after = (await board({ eventId: RUNNING_DISPLAY_EVENT })).data.totals
  expect(signIn.status).toBe(200)
  expect(after.testDrives).toBe(before.testDrives + 1)
  expect(after.signInsToday).toBe(before.signInsToday + 1)
})

test('the ranking: at most 10 cities, highest first; a city can climb with leads', async () => {
  const cities = (await board()).data.cities
  expect(cities).toHaveLength(10)
  const counts = cities.map((c: { count: number }) => c.count)
  expect(counts).toEqual([...counts].sort((a, b) => b - a))
  expect(cities[0]).toMatchObject({ cityCode: '110100', cityName: '北京市' })
  // 佛山 (96, eleventh) enters the top 10 past 宁波 (120) with 25 leads.
  expect(cities.map((c: { cityCode: string }) => c.cityCode)).not.toContain('440600')
  for (let i = 0; i < 25; i++) expect((await lead(`1360000${String(i).padStart(4, '0')}`, '440600', '440000')).status).toBe(200)
  const now = (await board()).data.cities
  expect(now.find((c: { cityCode: string }) => c.cityCode === '440600')).toMatchObject({ cityName: '佛山市', count: 121 })
  expect(now.map((c: { cityCode: string }) => c.cityCode)).not.toContain('330200')
})

test('an ended event keeps its figures: a lead today does not move it', async () => {
  const before = (await board({ eventId: ENDED_DISPLAY_EVENT })).data
  expect(before).toMatchObject({ eventId: ENDED_DISPLAY_EVENT, eventName: '远航 L6 家庭露营节' })
  expect(before.totals.signInsToday).toBe(0)
  await lead('13711113333', '330100', '330000')
  expect((await board({ eventId: ENDED_DISPLAY_EVENT })).data.totals).toEqual(before.totals)
})

test('an unknown event is 404 in Chinese; a bad id 400', async () => {
  expect((await board({ eventId: 1699 })).status).toBe(404)
  expect(await board({ eventId: 1699 })).toMatchObject({ status: 404, message: '活动不存在' })
  expect((await board({ eventId: 'abc' })).status).toBe(400)
})
