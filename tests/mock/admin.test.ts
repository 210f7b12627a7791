// The dev/test admin routes: /__reset restores the seed, /__faults injects latency,
// statuses, malformed JSON and hangs per route, DELETE /__faults clears them.
import type { AddressInfo } from 'node:net'
import { buildServer } from '../../mock/server'
import { send } from './support/http'
import { serverPerFile, type TestServer } from './support/server'

const COUNT = '/mall/web/app/cart-item/user/count'
const count = (srv: TestServer) => srv.send({ method: 'GET', path: COUNT, query: { vmId: 1 }, token: 'dev-token' })
const fault = (srv: TestServer, body: Record<string, unknown>) => srv.send({ method: 'POST', path: '/__faults', json: body })

const srv = serverPerFile()

describe('POST /__reset', () => {
  test('restores the seed after writes', async () => {
    const seeded = (await count(srv)).json.data
    const add = await srv.send({ method: 'POST', path: '/mall/web/app/cart-item/add', token: 'dev-token', json: { vmId: 1, skuId: 100401, quantity: 2 } })
    expect(add.json.data.count).toBe(seeded + 2)
    await srv.reset()
    expect((await count(srv)).json.data).toBe(seeded)
  })

  test('clears faults unless asked to keep them', async () => {
    await fault(srv, { method: 'GET', path: COUNT, status: 500 })
    await srv.send({ method: 'POST', path: '/__reset', json: { keepFaults: true } })
    expect((await count(srv)).status).toBe(500)
    await srv.reset()
    expect((await count(srv)).status).toBe(200)
  })

  test('admin routes do not exist when dev is off (production)', async () => {
    const prod = await buildServer({ dev: false })
    await prod.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(prod.server.address() as AddressInfo).port}`
    expect((await send(base, { method: 'POST', path: '/__reset', json: {} })).status).toBe(404)
    expect((await send(base, { method: 'POST', path: '/__faults', json: { method: 'GET', path: COUNT, status: 500 } })).status).toBe(404)
    expect((await send(base, { method: 'GET', path: COUNT, query: { vmId: 1 }, token: 'dev-token' })).status).toBe(200)
    await prod.close()
  })
})

describe('POST /__faults', () => {
  test('latency delays the answer, and times limits it', async () => {
    await fault(srv, { method: 'GET', path: COUNT, latencyMs: 400, times: 1 })
    const slow = await count(srv)
    expect(slow.status).toBe(200)
    expect(slow.ms).toBeGreaterThanOrEqual(380)
    const fast = await count(srv)
    expect(fast.ms).toBeLessThan(380)
  })

  test('status 500 answers HTTP 500 with the envelope', async () => {
    await fault(srv, { method: 'GET', path: COUNT, status: 500 })
    const res = await count(srv)
    expect(res.status).toBe(500)
    expect(res.json).toMatchObject({ status: 500, data: null })
  })

  test.each([601, 80001, 80002])('status %i answers HTTP 200 with that body status', async (status) => {
    await fault(srv, { method: 'GET', path: COUNT, status })
    const res = await count(srv)
    expect(res.status).toBe(200)
    expect(res.json.status).toBe(status)
    expect(typeof res.json.message).toBe('string')
  })

  test('malformed sends JSON that does not parse', async () => {
    await fault(srv, { method: 'GET', path: COUNT, malformed: true })
    const res = await count(srv)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(() => JSON.parse(res.text)).toThrow()
  })

  test('hang never answers; the client aborts and the server keeps serving', async () => {
    await fault(srv, { method: 'GET', path: COUNT, hang: true })
    const abort = new AbortController()
    setTimeout(() => abort.abort(), 300)
    await expect(srv.send({ method: 'GET', path: COUNT, query: { vmId: 1 }, token: 'dev-token', signal: abort.signal })).rejects.toThrow(/abort/i)
    const other = await srv.send({ method: 'GET', path: '/user/web/user/current/details', token: 'dev-token' })
    expect(other.status).toBe(200)
  })

  test('a declared path with :params matches every concrete path', async () => {
    await fault(srv, { method: 'POST', path: '/posts/web/comments/:id/like', status: 80001 })
    const res = await srv.send({ method: 'POST', path: '/posts/web/comments/2/like', token: 'dev-token' })
    expect(res.json.status).toBe(80001)
    const other = await srv.send({ method: 'DELETE', path: '/posts/web/comments/2/like', token: 'dev-token' })
    expect(other.json.status).toBe(200)
  })

  test('only the named method and route are affected', async () => {
    await fault(srv, { method: 'POST', path: COUNT, status: 500 })
    expect((await count(srv)).status).toBe(200)
  })

  test('refuses a bad fault with 400', async () => {
    const res = await fault(srv, { method: 'FETCH', path: 'no-slash' })
    expect(res.status).toBe(400)
    expect(res.json.message).toMatch(/method|path/)
    // A count past any test's need (the fuzz sends 99999999) would outlive the test that set it.
    const huge = await fault(srv, { method: 'GET', path: COUNT, status: 500, times: 99999999 })
    expect(huge).toMatchObject({ status: 400, json: { message: '参数 times 不能大于 10000' } })
    expect((await srv.send({ method: 'GET', path: '/__faults' })).json.data.faults).toEqual([])
  })

  test('a reset with no body at all (as scripts send it) restores the seed', async () => {
    await fault(srv, { method: 'GET', path: COUNT, status: 500 })
    const res = await srv.send({ method: 'POST', path: '/__reset' })
    expect(res.json).toEqual({ status: 200, data: { reset: true, faultsCleared: true }, message: 'success' })
    expect((await count(srv)).status).toBe(200)
  })
})

describe('DELETE /__faults', () => {
  test('clears every fault', async () => {
    await fault(srv, { method: 'GET', path: COUNT, status: 500 })
    await fault(srv, { method: '*', path: '/user/web/user/current/details', status: 601 })
    expect((await srv.send({ method: 'GET', path: '/__faults' })).json.data.faults).toHaveLength(2)
    const cleared = await srv.send({ method: 'DELETE', path: '/__faults' })
    expect(cleared.json.data.faults).toEqual([])
    expect((await count(srv)).status).toBe(200)
    expect((await srv.send({ method: 'GET', path: '/user/web/user/current/details', token: 'dev-token' })).json.status).toBe(200)
  })
})
