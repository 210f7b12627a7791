// The mini-program's telemetry (index.weapp.ts), with WeChat's APIs stood in for on Taro: an
// App error goes to the real-time log and, batched, to the telemetry URL; so do rejections and
// the base library's performance entries; what core logs goes to the real-time log, scrubbed.
import Taro from '@tarojs/taro'
import { FLUSH_AFTER_MS } from '@/core/telemetry/batch'
import { forwardLogs, logWarn } from '@/core/log'
import type { TelemetryReport } from '@api/telemetry'

jest.mock('@/core/tenant/front-config', () => ({
  fetchFrontConfig: jest.fn(async () => ({ telemetry: { sampleRate: 1, url: 'https://t.ev-brand.cn/telemetry' } })),
}))

type Listener = (arg: unknown) => void
const wx = Taro as unknown as Record<string, unknown>
const listeners: Record<string, Listener> = {}
const realtime = { error: jest.fn(), warn: jest.fn(), info: jest.fn() }
let observer: ((list: { getEntries(): unknown[] }) => void) | undefined
const observe = jest.fn()
const request = jest.fn((_: { url: string; data: string }) => Promise.resolve({ statusCode: 200 }))
const stubbed = ['onError', 'onUnhandledRejection', 'onAppHide', 'getRealtimeLogManager', 'getPerformance', 'request', 'getCurrentPages']
const originals = Object.fromEntries(stubbed.map((name) => [name, wx[name]]))

let telemetry: typeof import('@/core/telemetry')

beforeAll(() => {
  for (const event of ['onError', 'onUnhandledRejection', 'onAppHide']) wx[event] = (listener: Listener) => void (listeners[event] = listener)
  wx.getRealtimeLogManager = () => realtime
  wx.getPerformance = () => ({
    createObserver: (callback: typeof observer) => {
      observer = callback
      return { observe }
    },
  })
  wx.request = request
  wx.getCurrentPages = () => [{ route: 'pages/mine/mine' }, { route: 'package-car/pages/service-progress/service-progress', options: { id: '9001' } }]
  // Required after the stand-ins are in place; the same Taro and core/log as this file's.
  telemetry = jest.requireActual('@/core/telemetry/index.weapp')
  telemetry.startTelemetry()
})

afterAll(() => {
  Object.assign(wx, originals)
  forwardLogs(undefined)
})

beforeEach(() => {
  jest.useFakeTimers()
  request.mockClear()
  realtime.error.mockClear()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const posted = (): TelemetryReport[] => request.mock.calls.flatMap(([options]) => JSON.parse(options.data).reports)

test("an App error reaches the real-time log and, a few seconds later, the telemetry URL; scrubbed, the page's route without its query", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  listeners.onError('TypeError: order 9001 of 13800138000 failed\n    at onLoad (package-car/pages/service-progress/service-progress.js?token=dev-token:1:2)')
  expect(realtime.error).toHaveBeenCalledTimes(1)
  const logged = realtime.error.mock.calls[0].join(' ')
  expect(logged).toContain('App error')
  expect(logged).not.toMatch(/13800138000|dev-token/)
  expect(request).not.toHaveBeenCalled()

  await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS)
  expect(request).toHaveBeenCalledTimes(1)
  expect(request.mock.calls[0][0]).toMatchObject({ url: 'https://t.ev-brand.cn/telemetry', method: 'POST', header: { 'content-type': 'application/json' } })
  expect(posted()).toEqual([
    expect.objectContaining({
      kind: 'error',
      where: 'app',
      platform: 'weapp',
      route: '/package-car/pages/service-progress/service-progress',
      message: 'TypeError: order 9001 of [phone] failed',
      stack: 'at onLoad (package-car/pages/service-progress/service-progress.js?token=***',
    }),
  ])
})

test('an unhandled rejection is reported; the app hiding sends at once', async () => {
  listeners.onUnhandledRejection({ reason: { errMsg: 'request:fail timeout' } })
  listeners.onAppHide(undefined)
  await jest.advanceTimersByTimeAsync(0)
  expect(posted()).toEqual([expect.objectContaining({ kind: 'rejection', where: 'promise', message: '{"errMsg":"request:fail timeout"}' })])
})

test("the base library's route, first render and first paint, the paint counted from its navigation", async () => {
  expect(observe).toHaveBeenCalledWith({ entryTypes: ['navigation', 'render'] })
  observer!({
    getEntries: () => [
      { entryType: 'navigation', name: 'route', startTime: 1000, duration: 240, path: 'pages/car/car?id=3' },
      { entryType: 'render', name: 'firstRender', startTime: 1000, duration: 180, path: 'pages/car/car' },
      { entryType: 'render', name: 'firstPaint', startTime: 1350, duration: 0, path: 'pages/car/car' },
    ],
  })
  await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS)
  expect(posted().map((r) => [r.kind, r.name, r.value, r.route])).toEqual([
    ['perf', 'route', 240, '/pages/car/car'],
    ['perf', 'firstRender', 180, '/pages/car/car'],
    ['perf', 'firstPaint', 350, '/pages/car/car'],
  ])
})

test('what core logs as a warning goes to the real-time log, scrubbed', () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  logWarn('Location refused for 13912345678', { access: 'token=abc' })
  expect(realtime.warn).toHaveBeenCalledWith('Location refused for [phone] {"access":"token=***"}')
})
