// A GET handler cannot change state: routes planted here try every kind of write from a GET
// (field, push, delete, in-place sort, reset, fault, upload) and must fail with 500 leaving
// the store as it was, while the same write from a POST goes through. The real manifest may
// write on GET only where it says why (the captcha, which the real API serves by GET).
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { registerErrorHandlers } from '../../mock/core/errors'
import { registerParsers } from '../../mock/core/parsers'
import { registerRoute } from '../../mock/core/register'
import { defineRoute, fullPath, type Ctx, type Method } from '../../mock/core/route'
import { manifest } from '../../mock/routes/manifest'
import type { Db } from '../../mock/state/db'
import { readOnly, ReadOnlyError } from '../../mock/state/read-only'
import { Store } from '../../mock/state/store'
import { closeAgent, send } from './support/http'

type Write = (ctx: Ctx<unknown, unknown, unknown>) => void

const WRITES: [name: string, write: Write][] = [
  ['sets a field', ({ db }) => void (db.users[0].point += 100)],
  ['pushes a row', ({ db }) => void db.cart.push({ ...db.cart[0], id: 999 })],
  ['deletes a key', ({ db }) => void delete db.tokens['dev-token']],
  ['sorts a table in place', ({ db }) => void db.categories.sort((a, b) => b.id - a.id)],
  ['adds a table on first use', ({ db }) => void ((db as Db & { leads?: unknown[] }).leads ??= [])],
  ['resets the store', ({ store }) => store.reset()],
  ['sets a fault', ({ store }) => store.faults.set({ method: 'GET', path: '/x', status: 500 })],
  ['stores an upload', ({ uploads }) => void uploads.set('planted', { name: 'a.png', contentType: 'image/png', data: Buffer.from('x') })],
]

const planted = (method: Method, i: number, write: Write) =>
  defineRoute({
    area: 'user', method, path: `/planted/${i}`, summary: '测试用', auth: 'none', spec: false, response: Type.Null(), sample: {},
    handler: (ctx) => {
      write(ctx)
      return null
    },
  })

/** What a write could have touched, to compare before and after. */
const state = (store: Store) => JSON.stringify({ db: store.db, faults: store.faults.list(), uploads: [...store.uploads.keys()] })

let app: FastifyInstance
let store: Store
const call = (method: string, path: string) => send(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, { method, path })

beforeEach(async () => {
  store = new Store()
  app = Fastify()
  registerParsers(app)
  registerErrorHandlers(app)
  WRITES.forEach(([, write], i) => {
    registerRoute(app, planted('GET', i, write), store)
    registerRoute(app, planted('POST', i, write), store)
  })
  registerRoute(app, defineRoute({
    area: 'user', method: 'GET', path: '/planted/read', summary: '测试用', auth: 'none', spec: false, response: Type.Array(Type.Integer()), sample: {},
    handler: ({ db }) => db.categories.filter((c) => c.parentId === 0).sort((a, b) => b.id - a.id).map((c) => c.id),
  }), store)
  await app.listen({ port: 0, host: '127.0.0.1' })
})

afterEach(() => app.close())
afterAll(closeAgent)

test.each(WRITES.map(([name], i) => [name, i] as const))('a GET that %s fails with 500 and changes nothing', async (_name, i) => {
  const before = state(store)
  const res = await call('GET', `/user/planted/${i}`)
  expect(res.status).toBe(500)
  expect(state(store)).toBe(before)
})

test.each(WRITES.map(([name], i) => [name, i] as const))('a POST that %s goes through', async (_name, i) => {
  store.db.users[0].point = 12345 // off the seed, so a reset shows
  const before = state(store)
  const res = await call('POST', `/user/planted/${i}`)
  expect(res.status).toBe(200)
  expect(state(store)).not.toBe(before)
})

test('a GET that only reads (sorting its own copy) still answers', async () => {
  const res = await call('GET', '/user/planted/read')
  expect(res.status).toBe(200)
  expect(res.json.data.length).toBeGreaterThan(1)
})

test('the refusal names the write it stopped', () => {
  const view = readOnly({ list: [{ n: 1 }] })
  expect(() => {
    view.list[0].n = 2
  }).toThrow(new ReadOnlyError('set', 'n'))
  expect(view.list[0]).toBe(view.list[0]) // one view per object, so identity checks still work
})

test('only the captcha routes, which the real API serves by GET, may write on GET', () => {
  const writers = manifest.filter((r) => r.method === 'GET' && r.writesOnGet).map(fullPath)
  expect(writers.sort()).toEqual(['/uaa/api/v1/common/captcha/get', '/uaa/api/v1/common/captcha/verify'])
})
