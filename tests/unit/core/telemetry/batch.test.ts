import { createBatch, FLUSH_AFTER_MS, MAX_BATCH, MAX_PER_LOAD } from '@/core/telemetry/batch'
import { createDeliver } from '@/core/telemetry/deliver'
import type { RawReport } from '@/core/telemetry/report'
import type { FrontConfig } from '@/core/tenant'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('createBatch', () => {
  it('sends FLUSH_AFTER_MS after the first report, all that came meanwhile in one batch', () => {
    const send = jest.fn()
    const batch = createBatch<number>(send)
    batch.add(1)
    jest.advanceTimersByTime(FLUSH_AFTER_MS - 1)
    batch.add(2)
    expect(send).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(send.mock.calls).toEqual([[[1, 2]]])
    jest.advanceTimersByTime(FLUSH_AFTER_MS * 2)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends at once when MAX_BATCH are queued', () => {
    const send = jest.fn()
    const batch = createBatch<number>(send)
    for (let i = 0; i < MAX_BATCH; i++) batch.add(i)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0]).toHaveLength(MAX_BATCH)
  })

  it('flush sends what is queued now (the page hides), and nothing when nothing is', () => {
    const send = jest.fn()
    const batch = createBatch<number>(send)
    batch.flush()
    batch.add(7)
    batch.flush()
    jest.advanceTimersByTime(FLUSH_AFTER_MS)
    expect(send.mock.calls).toEqual([[[7]]])
  })

  it('a page that throws in a loop sends MAX_PER_LOAD reports and no more', () => {
    const sent: number[] = []
    const batch = createBatch<number>((items) => sent.push(...items))
    for (let i = 0; i < MAX_PER_LOAD * 3; i++) batch.add(i)
    batch.flush()
    expect(sent).toHaveLength(MAX_PER_LOAD)
  })
})

describe('createDeliver: the sampling decision and where reports go', () => {
  const raw = (i: number): RawReport => ({ kind: 'vital', name: 'LCP', value: i, route: '/pages/car/car?id=1', time: i })
  const setup = (config: () => Promise<FrontConfig>, random = () => 0) => {
    const post = jest.fn()
    const deliver = createDeliver({ config: jest.fn(config), post, context: { release: '0.1.0', platform: 'h5' }, random })
    return { post, deliver }
  }
  const bodies = (post: jest.Mock) => post.mock.calls.map(([, body]) => JSON.parse(body as string).reports)

  it('asks for the config once, decides once, and sends to its url with its rate', async () => {
    const random = jest.fn(() => 0.2)
    const config = jest.fn(async () => ({ telemetry: { sampleRate: 0.5, url: 'https://t.ev-brand.cn/r' } }))
    const post = jest.fn()
    const deliver = createDeliver({ config, post, context: { release: '0.1.0', platform: 'h5' }, random })
    deliver([raw(1)])
    deliver([raw(2)])
    await jest.runAllTimersAsync()
    deliver([raw(3)])
    await jest.runAllTimersAsync()
    expect(config).toHaveBeenCalledTimes(1)
    expect(random).toHaveBeenCalledTimes(1)
    expect(post.mock.calls.map(([url]) => url)).toEqual(['https://t.ev-brand.cn/r', 'https://t.ev-brand.cn/r', 'https://t.ev-brand.cn/r'])
    expect(bodies(post).flat()).toEqual([1, 2, 3].map((i) => ({ kind: 'vital', name: 'LCP', value: i, route: '/pages/car/car', time: i, release: '0.1.0', platform: 'h5', sampleRate: 0.5 })))
  })

  it('a page load not drawn sends nothing, ever', async () => {
    const { post, deliver } = setup(async () => ({ telemetry: { sampleRate: 0.1 } }), () => 0.5)
    deliver([raw(1)])
    await jest.runAllTimersAsync()
    deliver([raw(2)])
    await jest.runAllTimersAsync()
    expect(post).not.toHaveBeenCalled()
  })

  it('a config without telemetry reports nothing; without a url the API host takes them', async () => {
    const none = setup(async () => ({}))
    none.deliver([raw(1)])
    const api = setup(async () => ({ telemetry: { sampleRate: 1 } }))
    api.deliver([raw(1)])
    await jest.runAllTimersAsync()
    expect(none.post).not.toHaveBeenCalled()
    expect(api.post.mock.calls[0][0]).toBe('http://127.0.0.1:9527/static/telemetry')
  })

  it('sends at most MAX_BATCH reports a request (the server takes 20)', async () => {
    const { post, deliver } = setup(async () => ({ telemetry: { sampleRate: 1 } }))
    deliver(Array.from({ length: 25 }, (_, i) => raw(i)))
    await jest.runAllTimersAsync()
    expect(bodies(post).map((reports) => reports.length)).toEqual([MAX_BATCH, MAX_BATCH, 5])
  })

  it('offline (no config): that batch is dropped and the next one asks again', async () => {
    let online = false
    const { post, deliver } = setup(async () => {
      if (!online) throw new Error('offline')
      return { telemetry: { sampleRate: 1 } }
    })
    deliver([raw(1)])
    await jest.runAllTimersAsync()
    online = true
    deliver([raw(2)])
    await jest.runAllTimersAsync()
    expect(bodies(post).flat().map((r: { value: number }) => r.value)).toEqual([2])
  })
})
