// H5: the listeners that run from the start queue what they catch; the sender chunk, fetched once
// the page is idle, sends it scrubbed with sendBeacon (a keepalive fetch where refused), batched,
// and at once when the page hides.
import { FLUSH_AFTER_MS } from '@/core/telemetry/batch'
import type { TelemetryReport } from '@api/telemetry'

jest.mock('@/core/tenant/front-config', () => ({
  fetchFrontConfig: jest.fn(async () => ({ telemetry: { sampleRate: 1, url: 'https://t.ev-brand.cn/telemetry' } })),
}))
// One set of observers for every fresh module below (jest.isolateModules would make new ones).
const mockVitals = { onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }
jest.mock('web-vitals', () => mockVitals)
// The sender's next tasks: at once, or (`hold`) each when the test lets it start.
const mockTasks = { hold: false, waiting: [] as (() => void)[] }
jest.mock('@/core/boot/next-task', () => {
  const nextTask = () => (mockTasks.hold ? new Promise<void>((resolve) => mockTasks.waiting.push(resolve)) : Promise.resolve())
  return { nextTask, aTaskAfter: <T,>(value: Promise<T>) => value.then((answer) => nextTask().then(() => answer)) }
})

type Telemetry = typeof import('@/core/telemetry')

let beacon: jest.Mock
let telemetry: Telemetry

/** A fresh module (its listeners added once per load, as in the app). */
function load(): Telemetry {
  let loaded!: Telemetry
  jest.isolateModules(() => {
    loaded = jest.requireActual('@/core/telemetry')
  })
  return loaded
}

/** The reports of every beacon sent, in order. */
const sent = (): TelemetryReport[] => beacon.mock.calls.flatMap(([, body]) => JSON.parse(body as string).reports)

/** The idle wait (no requestIdleCallback in jsdom: a second), the chunk's import, the config. */
async function senderLoaded(): Promise<void> {
  await jest.advanceTimersByTimeAsync(1000)
  await jest.runOnlyPendingTimersAsync()
}

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

/** The listeners each fresh module added, taken off after its test (window outlives the modules). */
const added: [EventTarget, string, EventListenerOrEventListenerObject][] = []

function recordListeners(target: Window | Document): void {
  const add = target.addEventListener.bind(target)
  jest.spyOn(target, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    added.push([target, type, listener])
    add(type, listener, options)
  })
}

beforeEach(() => {
  jest.useFakeTimers()
  recordListeners(window)
  recordListeners(document)
  beacon = jest.fn(() => true)
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  window.history.replaceState(null, '', '/package-car/pages/service-progress/service-progress?id=9001&token=dev-token&mobile=13800138000')
  telemetry = load()
})

afterEach(() => {
  mockTasks.hold = false
  mockTasks.waiting.splice(0)
  for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener)
  jest.restoreAllMocks()
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  jest.useRealTimers()
})

test('errors caught before the sender loads are queued, then sent scrubbed, with the route and no query', async () => {
  telemetry.startTelemetry()
  const thrown = new TypeError('no order for 13800138000 (token=dev-token)')
  window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message, filename: 'https://h5.ev-brand.cn/js/app.js' }))
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('request:fail 110101199003071234') }))
  telemetry.reportError(new RangeError('bad page'), 'screen')
  expect(beacon).not.toHaveBeenCalled()

  await senderLoaded()
  await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS)
  expect(beacon).toHaveBeenCalledTimes(1)
  expect(beacon.mock.calls[0][0]).toBe('https://t.ev-brand.cn/telemetry')
  const reports = sent()
  expect(reports.map((r) => [r.kind, r.where, r.message])).toEqual([
    ['error', 'window', 'TypeError: no order for [phone] (token=***'],
    ['rejection', 'promise', 'Error: request:fail [id]'],
    ['error', 'screen', 'RangeError: bad page'],
  ])
  for (const r of reports) expect(r).toMatchObject({ route: '/package-car/pages/service-progress/service-progress', platform: 'h5', release: 'dev', sampleRate: 1 })
  expect(JSON.stringify(reports)).not.toMatch(/13800138000|dev-token|110101199003071234|9001/)
})

test('a cross-origin "Script error." carries nothing and is not reported', async () => {
  telemetry.startTelemetry()
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
  await senderLoaded()
  await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS)
  expect(beacon).not.toHaveBeenCalled()
})

test('once loaded, what comes is batched, and the page hiding sends it at once', async () => {
  telemetry.startTelemetry()
  await senderLoaded()
  telemetry.reportVital('LCP', 1800)
  telemetry.reportError(new Error('later'), 'screen')
  await jest.advanceTimersByTimeAsync(0)
  expect(beacon).not.toHaveBeenCalled()
  hide()
  await jest.advanceTimersByTimeAsync(0)
  expect(sent().map((r) => [r.kind, r.name ?? r.message])).toEqual([
    ['vital', 'LCP'],
    ['error', 'Error: later'],
  ])
})

test('a refused beacon goes by a keepalive fetch instead', async () => {
  beacon.mockReturnValue(false)
  const fetch = jest.fn(async () => new Response(null))
  const original = window.fetch
  window.fetch = fetch as unknown as typeof window.fetch
  try {
    telemetry.startTelemetry()
    telemetry.reportError(new Error('boom'), 'screen')
    await senderLoaded()
    await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS)
    expect(fetch).toHaveBeenCalledWith('https://t.ev-brand.cn/telemetry', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }))
  } finally {
    window.fetch = original
  }
})

test('startTelemetry adds its listeners once', async () => {
  telemetry.startTelemetry()
  telemetry.startTelemetry()
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('once'), message: 'once', filename: 'a.js' }))
  await senderLoaded()
  await jest.advanceTimersByTimeAsync(FLUSH_AFTER_MS)
  expect(sent()).toHaveLength(1)
})

test('the sender starts in steps, a task each: the config, then the LCP, INP and CLS observers', async () => {
  const { fetchFrontConfig } = jest.requireMock('@/core/tenant/front-config') as { fetchFrontConfig: jest.Mock }
  fetchFrontConfig.mockClear()
  Object.values(mockVitals).forEach((observe) => observe.mockClear())
  const started = () =>
    [
      fetchFrontConfig.mock.calls.length ? 'config' : '',
      mockVitals.onLCP.mock.calls.length ? 'LCP' : '',
      mockVitals.onINP.mock.calls.length ? 'INP' : '',
      mockVitals.onCLS.mock.calls.length ? 'CLS' : '',
    ].filter(Boolean)
  mockTasks.hold = true
  telemetry.startTelemetry()
  // The idle wait (a second in jsdom) and the chunk's import: the sender waits for a new task.
  await jest.advanceTimersByTimeAsync(1000)
  const steps = [started()]
  for (let i = 0; i < 8 && mockTasks.waiting.length; i += 1) {
    mockTasks.waiting.shift()!()
    await jest.advanceTimersByTimeAsync(0)
    steps.push(started())
  }
  expect(steps).toEqual([[], [], ['config'], ['config', 'LCP'], ['config', 'LCP', 'INP'], ['config', 'LCP', 'INP', 'CLS']])
})
