import { request } from '@/core/request'
import { setToken } from '@/core/session/state'
import { registerTenant, setCurrentTenant, unregisterTenant } from '@/core/tenant'
import { ok } from '../support/fakes'
import { setupRequest } from '../support/setup-request'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

const BASE = 'http://127.0.0.1:9527'

describe('request: what goes on the wire (spec §7)', () => {
  let env: ReturnType<typeof setupRequest>
  beforeEach(() => {
    env = setupRequest()
    setCurrentTenant('000000')
  })

  it('picks the base host from the tenant and the domain key', async () => {
    env.fake.answer(() => ok({ a: 1 }))
    await expect(request({ domain: 'posts', path: '/web/comments/' })).resolves.toEqual({ a: 1 })
    expect(env.fake.requests[0].url).toBe(`${BASE}/posts/web/comments/`)
    for (const domain of ['mall', 'user', 'user2', 'lead', 'activity', 'uaa', 'domain', 'posts'] as const) {
      await request({ domain, path: '/x', terminal: false })
      expect(env.fake.requests.at(-1)!.url.split('?')[0]).toBe(`${BASE}/${domain}/x`)
    }
  })

  it('adds access_token and Authorization: Bearer when logged in', async () => {
    setToken('tok-1')
    await request({ domain: 'user', path: '/web/user/current/details', query: { a: 'b c' } })
    const req = env.fake.requests[0]
    expect(req.url).toBe(`${BASE}/user/web/user/current/details?a=b%20c&access_token=tok-1`)
    expect(req.header.Authorization).toBe('Bearer tok-1')
  })

  it('sends neither the query nor the header when the call opts out (auth: false)', async () => {
    setToken('tok-1')
    await request({ domain: 'uaa', path: '/api/v1/common/captcha/get', auth: false })
    const req = env.fake.requests[0]
    expect(req.url).toBe(`${BASE}/uaa/api/v1/common/captcha/get`)
    expect(req.header.Authorization).toBeUndefined()
  })

  it('sends no token parameters when nobody is logged in', async () => {
    await request({ domain: 'user', path: '/p' })
    expect(env.fake.requests[0].url).toBe(`${BASE}/user/p`)
    expect(env.fake.requests[0].header.Authorization).toBeUndefined()
  })

  it('defaults to JSON content type (with a body), Accept-Language zh-CN, GET and a 60 000 ms time-out', async () => {
    await request({ domain: 'user', path: '/p' })
    const req = env.fake.requests[0]
    expect(req.method).toBe('GET')
    // No body, no type: a JSON type on a browser GET would cost a CORS preflight.
    expect(req.header['Content-Type']).toBeUndefined()
    await request({ domain: 'user', path: '/p', method: 'POST', data: { a: 1 } })
    expect(env.fake.requests[1].header['Content-Type']).toBe('application/json')
    expect(req.header['Accept-Language']).toBe('zh-CN')
    expect(req.timeout).toBe(60000)
    expect(req.data).toBeUndefined()
  })

  it('adds terminal=2 for every mall call and when asked on other domains', async () => {
    await request({ domain: 'mall', path: '/web/app/cart-item/user/count', query: { vmId: 7 } })
    expect(env.fake.requests[0].url).toBe(`${BASE}/mall/web/app/cart-item/user/count?vmId=7&terminal=2`)
    await request({ domain: 'activity', path: '/a', terminal: true })
    expect(env.fake.requests[1].url).toBe(`${BASE}/activity/a?terminal=2`)
    await request({ domain: 'activity', path: '/a' })
    expect(env.fake.requests[2].url).toBe(`${BASE}/activity/a`)
  })

  it('encodes JSON, urlencoded and string bodies for any method', async () => {
    await request({ domain: 'posts', path: '/web/comments', method: 'POST', data: { contentId: 1, text: '好' } })
    expect(env.fake.requests[0].data).toBe('{"contentId":1,"text":"好"}')
    await request({ domain: 'user', path: '/f', method: 'PUT', contentType: 'urlencoded', data: { a: 1, b: 'x y' } })
    expect(env.fake.requests[1].data).toBe('a=1&b=x%20y')
    expect(env.fake.requests[1].header['Content-Type']).toBe('application/x-www-form-urlencoded')
    await request({ domain: 'user', path: '/t', method: 'POST', contentType: 'text', data: 'plain words' })
    expect(env.fake.requests[2].data).toBe('plain words')
    expect(env.fake.requests[2].header['Content-Type']).toBe('text/plain')
    await request({ domain: 'posts', path: '/web/comments/1', method: 'DELETE' })
    expect(env.fake.requests[3].method).toBe('DELETE')
    await request({ domain: 'posts', path: '/x', method: 'PATCH', data: [1, 2] })
    expect(env.fake.requests[4].data).toBe('[1,2]')
  })

  it('puts GET data into the query, skipping undefined values', async () => {
    await request({ domain: 'user', path: '/q', data: { pageNo: 1, empty: undefined }, query: { b: true } })
    expect(env.fake.requests[0].url).toBe(`${BASE}/user/q?pageNo=1&b=true`)
  })

  it('uses an absolute URL as it is', async () => {
    await request({ domain: 'user', path: 'https://elsewhere.example/x', auth: false })
    expect(env.fake.requests[0].url).toBe('https://elsewhere.example/x')
  })

  it('honours a custom time-out and extra headers', async () => {
    await request({ domain: 'user', path: '/p', timeout: 5000, header: { 'X-Trace': '1' } })
    expect(env.fake.requests[0].timeout).toBe(5000)
    expect(env.fake.requests[0].header['X-Trace']).toBe('1')
  })

  it('uses the stored current tenant and its domain settings', async () => {
    registerTenant({
      tenantId: 't2',
      domains: { user: 'https://t2.example/u' },
      brand: 'ev',
      configUrl: 'https://t2.example/c.json',
      mapHost: 'https://t2.example/map',
    })
    setCurrentTenant('t2')
    expect(localStorage.getItem('currentTenant')).toBe(JSON.stringify({ data: 't2' }))
    await request({ domain: 'user', path: '/p' })
    expect(env.fake.requests[0].url).toBe('https://t2.example/u/p')
    unregisterTenant('t2')
  })

  it('missing tenant config: logs an error and sends the request unchanged (spec §8)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    setCurrentTenant('no-such-tenant')
    await expect(request({ domain: 'user', path: '/web/p', query: { a: 1 } })).resolves.toBeNull()
    expect(env.fake.requests[0].url).toBe('/web/p?a=1')
    expect(log).toHaveBeenCalledWith('Tenant config missing: tenant no-such-tenant, domain user')
    log.mockRestore()
  })
})
