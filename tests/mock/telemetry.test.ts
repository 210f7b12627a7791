// POST /static/telemetry takes the app's error and performance reports as sendBeacon sends them
// (text/plain) or as JSON, refuses a report of the wrong shape with a 400 in Chinese, and keeps
// the last 500; GET /__admin/telemetry lists them newest first (one kind at a time), DELETE clears.
import type { TelemetryReport } from '../../types/api/telemetry'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const PATH = '/static/telemetry'
const ADMIN = '/__admin/telemetry'

const report = (over: Partial<TelemetryReport> = {}): TelemetryReport => ({
  kind: 'error',
  route: '/pages/car/car',
  release: '0.1.0',
  platform: 'h5',
  sampleRate: 1,
  time: 1_740_000_000_000,
  message: 'TypeError: x is undefined',
  where: 'screen',
  ...over,
})

const beacon = (body: string) => srv.send({ method: 'POST', path: PATH, body, headers: { 'content-type': 'text/plain;charset=UTF-8' } })
const listed = async (kind?: string) => (await srv.send({ method: 'GET', path: ADMIN, query: { kind } })).json.data

test('a beacon (text/plain JSON) is taken and listed, newest first, with when it arrived', async () => {
  const vital = report({ kind: 'vital', name: 'LCP', value: 1234.5, message: undefined, where: undefined })
  const sent = await beacon(JSON.stringify({ reports: [report(), vital] }))
  expect([sent.status, sent.json]).toEqual([200, { accepted: 2 }])
  const { list, total } = await listed()
  expect(total).toBe(2)
  expect(list[0]).toMatchObject({ kind: 'vital', name: 'LCP', value: 1234.5, route: '/pages/car/car', id: 2 })
  expect(list[1]).toMatchObject({ kind: 'error', message: 'TypeError: x is undefined', id: 1 })
  expect(Date.parse(list[0].receivedAt)).not.toBeNaN()
})

test('application/json is taken too, and the list filters by kind', async () => {
  await srv.send({ method: 'POST', path: PATH, json: { reports: [report(), report({ kind: 'perf', name: 'firstRender', value: 120, platform: 'weapp' })] } })
  expect((await listed('perf')).list.map((r: TelemetryReport) => [r.kind, r.platform])).toEqual([['perf', 'weapp']])
  expect((await listed('error')).total).toBe(1)
})

test.each([
  ['a route with its query', { route: '/pages/car/car?token=dev-token' }, '参数 reports[0].route 必须是不带查询参数的页面路径'],
  ['an unknown kind', { kind: 'crash' }, '参数 reports[0].kind 只能是 error、rejection、vital、perf'],
  ['an unknown platform', { platform: 'android' }, '参数 reports[0].platform 只能是 h5、weapp、app'],
  ['a sampling rate above 1', { sampleRate: 2 }, '参数 reports[0].sampleRate 不能大于 1'],
  ['a message over 500 characters', { message: 'x'.repeat(501) }, '参数 reports[0].message 长度不能超过 500'],
])('%s is a 400 and nothing is kept', async (_, over, message) => {
  const res = await srv.send({ method: 'POST', path: PATH, json: { reports: [report(over as Partial<TelemetryReport>)] } })
  expect(res.status).toBe(400)
  expect(res.json.message).toContain(message)
  expect((await listed()).total).toBe(0)
})

test('a field the schema does not name is dropped, not kept (a token in it stays out)', async () => {
  const res = await srv.send({ method: 'POST', path: PATH, json: { reports: [{ ...report(), token: 'dev-token' }] } })
  expect(res.status).toBe(200)
  const { list } = await listed()
  expect(list).toHaveLength(1)
  expect(JSON.stringify(list)).not.toContain('dev-token')
})

test('an empty batch, more than 20 reports, broken JSON and no body are refused, never a crash', async () => {
  const answers = await Promise.all([
    beacon(JSON.stringify({ reports: [] })),
    beacon(JSON.stringify({ reports: Array.from({ length: 21 }, () => report()) })),
    beacon('{"reports":[{'),
    srv.send({ method: 'POST', path: PATH }),
    beacon('not json'),
  ])
  expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400, 400])
  for (const res of answers) expect(res.json.message).toMatch(/[\u4e00-\u9fa5]/)
  expect((await listed()).total).toBe(0)
})

test('a body over 64 KB is a 413', async () => {
  const res = await beacon(JSON.stringify({ reports: [report({ message: 'x'.repeat(70 * 1024) })] }))
  expect(res.status).toBe(413)
})

test('only the last 500 are kept; DELETE clears them, and so does /__reset', async () => {
  const batch = JSON.stringify({ reports: Array.from({ length: 20 }, (_, i) => report({ time: i })) })
  for (let i = 0; i < 26; i++) await beacon(batch)
  const { list, total } = await listed()
  expect(total).toBe(500)
  expect(list[0].id).toBe(520)
  expect(list[499].id).toBe(21)
  expect((await srv.send({ method: 'DELETE', path: ADMIN })).json.data).toEqual({ cleared: 500 })
  expect((await listed()).total).toBe(0)
  await beacon(JSON.stringify({ reports: [report()] }))
  await srv.reset()
  expect((await listed()).total).toBe(0)
})
