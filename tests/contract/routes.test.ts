// Contract: every manifest route answers its declared schema with a valid sample, refuses
// a missing token with 401 and an expired one with 601 where a user is needed, and works
// without a token where the spec sends none. The db is reset before each call.
import { Value } from '@sinclair/typebox/value'
import { manifest } from '../../mock/routes/manifest'
import { fullPath, type RouteDef } from '../../mock/core/route'
import type { Res } from '../mock/support/http'
import { DEV_TOKEN, EXPIRED_TOKEN, requestOf, resolveSample, serverPerFile } from '../mock/support/server'

const srv = serverPerFile({ resetEachTest: false })

function expectAnswer(route: RouteDef, res: Res): void {
  const where = `${route.method} ${fullPath(route)}`
  const answer = route.answer ?? 'envelope'
  if (res.status !== 200) throw new Error(`${where} answered HTTP ${res.status}: ${res.text.slice(0, 300)}`)
  if (answer === 'svg') {
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.text.startsWith('<svg')).toBe(true)
    return
  }
  if (answer === 'html') {
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.text.startsWith('<!doctype html>')).toBe(true)
    return
  }
  if (answer === 'file') {
    expect(res.headers['content-type']).toMatch(/^image\//)
    return
  }
  const data = answer === 'envelope' ? res.json?.data : res.json
  if (answer === 'envelope') {
    expect(res.json).toMatchObject({ status: 200, message: 'success' })
  }
  if (!Value.Check(route.response, data)) {
    const errors = [...Value.Errors(route.response, data)].slice(0, 5).map((e) => `${e.path}: ${e.message}`)
    throw new Error(`${where} data does not match its schema:\n${errors.join('\n')}\n${JSON.stringify(data).slice(0, 500)}`)
  }
}

async function call(route: RouteDef, token: string | null): Promise<Res> {
  await srv.reset()
  const sample = await resolveSample(route, srv.api)
  return srv.send(requestOf(route, sample, token))
}

describe.each(manifest.map((r) => [`${r.method} ${fullPath(r)}`, r] as const))('%s', (_name, route) => {
  if (route.auth === 'required') {
    test('with dev-token: 200 and data of the declared type', async () => {
      expectAnswer(route, await call(route, DEV_TOKEN))
    })
    test('without token: HTTP 401, status 401 未登录', async () => {
      const res = await call(route, null)
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ status: 401, data: null, message: '未登录' })
    })
    test('with expired-token: status 601', async () => {
      const res = await call(route, EXPIRED_TOKEN)
      expect(res.status).toBe(200)
      expect(res.json).toEqual({ status: 601, data: null, message: '登录已过期，请重新登录' })
    })
  } else {
    test('without token: 200 and data of the declared type', async () => {
      expectAnswer(route, await call(route, null))
    })
    test('with dev-token: still 200 and of the declared type', async () => {
      expectAnswer(route, await call(route, DEV_TOKEN))
    })
  }
})
