// Fuzz: 30 malformed or random requests to every route, admin routes included, from a fixed
// seed. Each must get an answer below 500, refused writes must really be refused, the server
// must stay up, and the state the app can read must be the same before and after.
// The admin routes are in the comparison too: every mutation of a write is one the server must
// refuse, so a broken /__reset or /__faults that got through fails twice (as an accepted write,
// and as a changed snapshot or a fault left behind); none is excluded or undone afterwards.
import { Value } from '@sinclair/typebox/value'
import { manifest } from '../../mock/routes/manifest'
import { fullPath, type RouteDef, type Sample } from '../../mock/core/route'
import { mulberry32 } from '../../mock/core/prng'
import { mutate, strategiesFor, type Strategy } from './support/mutate'
import { snapshot } from './support/snapshot'
import { resolveSample, serverPerFile } from './support/server'

const SEED = 0x5eed2025
const PER_ROUTE = 30

const srv = serverPerFile({ resetEachTest: false })

/** PER_ROUTE strategies for a route: each of its strategies in turn; the costly huge body once. */
function planFor(route: RouteDef): Strategy[] {
  const cheap = strategiesFor(route).filter((s) => s !== 'hugeBody')
  return ['hugeBody', ...Array.from({ length: PER_ROUTE - 1 }, (_, i) => cheap[i % cheap.length])]
}

test(`${PER_ROUTE} malformed requests to each of ${manifest.length} routes: all answered below 500, state unchanged`, async () => {
  const rand = mulberry32(SEED)
  // Samples first (some need a captcha or an upload), then the snapshot to compare with.
  const samples = new Map<RouteDef, Sample>()
  for (const route of manifest) samples.set(route, await resolveSample(route, srv.api))
  const before = await snapshot(srv)

  const failures: string[] = []
  const byStrategy: Partial<Record<Strategy, number>> = {}
  const byRoute = new Map<RouteDef, number>()
  let i = 0
  for (const route of manifest) {
    for (const strategy of planFor(route)) {
      i++
      byStrategy[strategy] = (byStrategy[strategy] ?? 0) + 1
      byRoute.set(route, (byRoute.get(route) ?? 0) + 1)
      const req = mutate(rand, route, samples.get(route)!, strategy, manifest)
      const where = `#${i} ${strategy} ${req.method} ${req.path}`
      let res
      try {
        res = await srv.send(req)
      } catch (error) {
        failures.push(`${where}: no answer (${(error as Error).message})`)
        continue
      }
      if (res.status >= 500) failures.push(`${where}: HTTP ${res.status} ${res.text.slice(0, 200)}`)
      const isWrite = route.method !== 'GET' && req.method === route.method && !req.path.includes('/fuzz')
      if (isWrite && res.status < 400 && res.json?.status === 200) failures.push(`${where}: a broken write was accepted: ${res.text.slice(0, 200)}`)
      const enveloped = (route.answer ?? 'envelope') === 'envelope' || res.status >= 400
      if (enveloped && res.json && typeof res.json.status === 'number' && res.status !== 200 && res.json.status !== res.status) {
        failures.push(`${where}: HTTP ${res.status} but body status ${res.json.status}`)
      }
      if (enveloped && res.status >= 400 && !(typeof res.json?.message === 'string' && /[\u4e00-\u9fa5]/.test(res.json.message))) {
        failures.push(`${where}: refusal without a Chinese message: ${res.text.slice(0, 200)}`)
      }
    }
  }

  const health = await srv.send({ method: 'GET', path: '/__health' })
  expect(health.status).toBe(200)
  expect(failures).toEqual([])
  expect(await snapshot(srv)).toEqual(before)
  expect((await srv.send({ method: 'GET', path: '/__faults' })).json.data.faults).toEqual([])
  // Every route got its share, admin routes included, and every strategy was exercised.
  expect(manifest.filter((r) => (byRoute.get(r) ?? 0) < PER_ROUTE).map(fullPath)).toEqual([])
  expect(manifest.some((r) => r.area === 'admin')).toBe(true)
  expect(Object.keys(byStrategy).length).toBeGreaterThanOrEqual(14)
}, 180_000)

test('a valid request still works after the fuzzing', async () => {
  const route = manifest.find((r) => fullPath(r) === '/mall/web/app/cart-item/user/count')!
  const res = await srv.send({ method: 'GET', path: fullPath(route), query: { vmId: 1 }, token: 'dev-token' })
  expect(res.status).toBe(200)
  expect(Value.Check(route.response, res.json.data)).toBe(true)
})
