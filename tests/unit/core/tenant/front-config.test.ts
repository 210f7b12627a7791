import { configureRequest, resetRequestDeps, RequestError } from '@/core/request'
import { clearFrontConfigCache, fetchFrontConfig, getMapKey, setCurrentTenant } from '@/core/tenant'
import { createFakeClock, createFakeTransport, flush, never } from '../support/fakes'

const CONFIG = { tenantId: '000000', mapService: { webKey: 'KEY-1', host: 'http://127.0.0.1:9527/map' }, webviewHosts: ['a.example'] }

describe('front-end config fetch (spec §7, §8)', () => {
  let fake: ReturnType<typeof createFakeTransport>
  let clock: ReturnType<typeof createFakeClock>
  beforeEach(() => {
    localStorage.clear()
    setCurrentTenant('000000')
    clearFrontConfigCache()
    fake = createFakeTransport()
    clock = createFakeClock()
    resetRequestDeps()
    configureRequest({ transport: fake.transport, clock, toast: () => undefined })
  })

  it('GETs the tenant config URL without a token, with a 30 000 ms time-out', async () => {
    fake.answer(() => ({ statusCode: 200, data: JSON.stringify(CONFIG) }))
    await expect(fetchFrontConfig()).resolves.toEqual(CONFIG)
    const req = fake.requests[0]
    expect(req.url).toBe('http://127.0.0.1:9527/static/config/000000.json')
    expect(req.timeout).toBe(30000)
    expect(req.header.Authorization).toBeUndefined()
  })

  it('concurrent waiters share one fetch, and the result is cached per tenant', async () => {
    fake.answer(() => ({ statusCode: 200, data: JSON.stringify(CONFIG) }))
    const all = await Promise.all([fetchFrontConfig(), fetchFrontConfig(), fetchFrontConfig('000000')])
    expect(all[0]).toBe(all[1])
    expect(all[1]).toBe(all[2])
    await fetchFrontConfig()
    expect(fake.requests).toHaveLength(1)
  })

  it('another tenant gets its own fetch', async () => {
    const { registerTenant, buildTenant } = await import('@/core/tenant')
    registerTenant(buildTenant('t9'))
    fake.answer((req) => ({ statusCode: 200, data: JSON.stringify({ tenantId: req.url.includes('t9') ? 't9' : '000000' }) }))
    const [a, b] = await Promise.all([fetchFrontConfig('000000'), fetchFrontConfig('t9')])
    expect(a.tenantId).toBe('000000')
    expect(b.tenantId).toBe('t9')
    expect(fake.requests.map((r) => r.url)).toEqual([
      'http://127.0.0.1:9527/static/config/000000.json',
      'http://127.0.0.1:9527/static/config/t9.json',
    ])
  })

  async function failsWith(answer: Parameters<typeof fake.answer>[0]) {
    fake.answer(answer)
    const error = (await fetchFrontConfig().catch((e: unknown) => e)) as RequestError
    expect(error).toBeInstanceOf(RequestError)
    expect(error.message).toBe('配置文件获取失败')
    expect(error.kind).toBe('config')
  }

  it('requires HTTP 200: anything else fails with 配置文件获取失败', async () => {
    await failsWith(() => ({ statusCode: 204, data: '' }))
    await failsWith(() => ({ statusCode: 304, data: JSON.stringify(CONFIG) }))
    await failsWith(() => ({ statusCode: 404, data: 'not found' }))
  })

  it('a network error or malformed JSON fails with 配置文件获取失败', async () => {
    await failsWith(() => Promise.reject(new TypeError('Failed to fetch')))
    await failsWith(() => ({ statusCode: 200, data: '{oops' }))
  })

  it('a hung fetch fails with 配置文件获取失败 after 30 000 ms; all waiters get it; the next call retries', async () => {
    fake.answer(() => never())
    const waiters = [fetchFrontConfig().catch((e: Error) => e.message), fetchFrontConfig().catch((e: Error) => e.message)]
    await flush()
    clock.advance(29_999)
    await flush()
    expect(clock.pending()).toBe(1)
    clock.advance(1)
    expect(await Promise.all(waiters)).toEqual(['配置文件获取失败', '配置文件获取失败'])
    fake.answer(() => ({ statusCode: 200, data: JSON.stringify(CONFIG) }))
    await expect(fetchFrontConfig()).resolves.toEqual(CONFIG)
    expect(fake.requests).toHaveLength(2)
  })

  it('getMapKey gives the web key', async () => {
    fake.answer(() => ({ statusCode: 200, data: JSON.stringify(CONFIG) }))
    await expect(getMapKey()).resolves.toBe('KEY-1')
  })

  it('a missing map key logs "Map key not configured."', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    fake.answer(() => ({ statusCode: 200, data: JSON.stringify({ mapService: { webKey: '' } }) }))
    await expect(getMapKey()).resolves.toBe('')
    expect(log).toHaveBeenCalledWith('Map key not configured.')
    log.mockRestore()
  })
})
