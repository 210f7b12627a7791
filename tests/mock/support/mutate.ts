// Builds broken requests from a route's valid sample. Every mutation for a write route is
// chosen so the server must refuse it (wrong type, missing field, unknown id, broken or
// oversized body, no token, unsupported method or content type); GET routes may also get
// harmless noise. A fixed PRNG makes every run send the same requests.
import type { TObject, TSchema } from '@sinclair/typebox'
import { fullPath, type RouteDef, type Sample } from '../../../mock/core/route'
import { requestOf, DEV_TOKEN } from './server'
import type { Req } from './http'

export type Rand = () => number
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]

type Where = 'query' | 'params' | 'body'
/** The schema keywords the mutations look at. */
type Prop = TSchema & { type?: string; anyOf?: unknown[]; const?: unknown; pattern?: string; maxLength?: number }
const propsOf = (schema: TSchema | undefined) => ((schema as TObject | undefined)?.properties ?? {}) as Record<string, Prop>
const requiredOf = (schema: TSchema | undefined) => ((schema as TObject | undefined)?.required ?? []) as string[]

/** A value the field cannot accept, or undefined when any text would do (free strings in a URL). */
function wrongValue(rand: Rand, prop: Prop, where: Where): unknown {
  const type = prop.type ?? (prop.anyOf ? 'union' : prop.const !== undefined ? 'const' : 'any')
  if (where !== 'body') {
    if (type === 'integer' || type === 'number') return pick(rand, ['abc', '12abc', '--1', '0x1z', '一二'])
    if (type === 'boolean') return 'maybe'
    if (type === 'union' || type === 'const') return 'not-an-option'
    if (type === 'string' && prop.pattern) return 'bad value!'
    if (type === 'string' && prop.maxLength) return 'x'.repeat(prop.maxLength + 1)
    return undefined
  }
  if (type === 'integer' || type === 'number') return pick(rand, ['12', {}, [], true, null, 'abc'])
  if (type === 'string') return pick(rand, [123, {}, [], true, null])
  if (type === 'boolean') return pick(rand, ['yes', 1, null, {}])
  if (type === 'array') return pick(rand, ['x', {}, 5, null])
  return pick(rand, [{ nested: true }, [[]], null])
}

const fields = (route: RouteDef, where: Where) => Object.entries(propsOf(route[where]))

function withField(sample: Sample, where: Where, key: string, value: unknown): Sample {
  const part = { ...((sample[where] as Record<string, unknown>) ?? {}) }
  if (value === undefined) delete part[key]
  else part[key] = value
  return { ...sample, [where]: part }
}

export type Strategy =
  | 'noToken' | 'badToken' | 'wrongType' | 'missing' | 'unknownId' | 'garbageBody' | 'malformedJson'
  | 'hugeBody' | 'deepJson' | 'oddMethod' | 'randomPath' | 'wrongContentType' | 'textBody' | 'formMissing' | 'queryNoise'

const MALFORMED = ['{"a":', '[1,2', "{'a':1}", '{"a":1}}', 'undefined', '{,}', '{"x":"\\u12"}', '{"__proto__":']

/** Strategies that are certain to be refused for this route (GET routes may take any). */
export function strategiesFor(route: RouteDef): Strategy[] {
  const out: Strategy[] = ['garbageBody', 'malformedJson', 'deepJson', 'oddMethod', 'randomPath', 'wrongContentType', 'hugeBody']
  if (route.auth === 'required') out.push('noToken', 'badToken')
  const where: Where[] = ['query', 'params', 'body']
  if (where.some((w) => fields(route, w).length)) out.push('wrongType')
  if (requiredOf(route.query).length || requiredOf(route.body).length) out.push('missing')
  if (fields(route, 'params').length || fields(route, 'body').some(([, p]) => p.type === 'integer')) out.push('unknownId')
  if (route.body) out.push('textBody', 'formMissing')
  if (route.method === 'GET') out.push('queryNoise')
  return out
}

const garbage = (rand: Rand, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(rand() * 95))).join('')

export function mutate(rand: Rand, route: RouteDef, sample: Sample, strategy: Strategy, allRoutes: RouteDef[]): Req {
  const base = requestOf(route, sample, DEV_TOKEN)
  switch (strategy) {
    case 'noToken':
      return { ...base, token: null }
    case 'badToken':
      return { ...base, token: `fuzz-${garbage(rand, 8).replace(/\W/g, 'x')}` }
    case 'wrongType': {
      const options = (['query', 'params', 'body'] as Where[]).flatMap((w) =>
        fields(route, w).map(([k, p]) => [w, k, wrongValue(rand, p, w)] as const).filter(([, , v]) => v !== undefined),
      )
      if (!options.length) return { ...base, method: 'PATCH' }
      const [w, k, v] = pick(rand, options)
      return requestOf(route, withField(sample, w, k, v), DEV_TOKEN)
    }
    case 'missing': {
      const options = (['query', 'body'] as Where[]).flatMap((w) => requiredOf(route[w]).map((k) => [w, k] as const))
      const [w, k] = pick(rand, options)
      return requestOf(route, withField(sample, w, k, undefined), DEV_TOKEN)
    }
    case 'unknownId': {
      const params = fields(route, 'params').map(([k, p]) => ['params', k, p.type === 'integer' ? 99999999 : 'zz-unknown'] as const)
      const body = fields(route, 'body').filter(([, p]) => p.type === 'integer').map(([k]) => ['body', k, 99999999] as const)
      const [w, k, v] = pick(rand, [...params, ...body])
      return requestOf(route, withField(sample, w as Where, k, v), DEV_TOKEN)
    }
    case 'garbageBody':
      // Ends with a comma outside any valid JSON text, so it can never parse.
      return { ...base, json: undefined, body: `{"${garbage(rand, 1 + Math.floor(rand() * 60))},`, headers: { 'content-type': 'application/json' } }
    case 'malformedJson':
      return { ...base, json: undefined, body: pick(rand, MALFORMED), headers: { 'content-type': 'application/json' } }
    case 'hugeBody': {
      const size = fullPath(route).includes('uploadImg') ? 3 * 1024 * 1024 : 1100 * 1024
      return { ...base, json: undefined, body: `{"pad":"${'x'.repeat(size)}"}`, headers: { 'content-type': 'application/json' } }
    }
    case 'deepJson': {
      const depth = 65 + Math.floor(rand() * 5000) // always past the 64-level limit
      return { ...base, json: undefined, body: `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`, headers: { 'content-type': 'application/json' } }
    }
    case 'oddMethod': {
      const same = allRoutes.filter((r) => fullPath(r) === fullPath(route)).map((r) => r.method as string)
      const method = pick(rand, ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !same.includes(m) && !(m === 'GET' && same.includes('HEAD'))))
      return { ...base, method }
    }
    case 'randomPath':
      return { ...base, path: `${base.path.replace(/\/$/, '')}/fuzz${Math.floor(rand() * 1000)}` }
    case 'wrongContentType':
      return { ...base, json: undefined, body: '<xml>1</xml>', headers: { 'content-type': pick(rand, ['application/xml', 'image/png', 'application/octet-stream']) } }
    case 'textBody':
      return { ...base, json: undefined, body: garbage(rand, 20).replace(/^[\s[{]+/, 'a'), headers: { 'content-type': 'text/plain' } }
    case 'formMissing': {
      const required = requiredOf(route.body)
      const body = { ...((sample.body as Record<string, unknown>) ?? {}) }
      if (required.length) delete body[pick(rand, required)]
      // A body of optional fields only (`/__reset`) would take any form: give each field text it
      // cannot be (keepFaults=maybe, a reason over its length).
      const wrong = required.length ? [] : fields(route, 'body').map(([k, p]) => [k, wrongValue(rand, p, 'query')] as const).filter(([, v]) => v !== undefined)
      for (const [k, v] of wrong) body[k] = v
      const form = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]))
      // Without a required field, with optional fields that cannot take their text, or with all
      // fields as text where the schema wants numbers/arrays.
      const broken = required.length || wrong.length ? form.toString() : 'a=1'
      return { ...base, json: undefined, body: broken, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
    }
    case 'queryNoise':
      return { ...base, query: { ...base.query, [garbage(rand, 5)]: garbage(rand, 12), pageNo: pick(rand, [1, 2, 999, 'x', -1]), pageSize: pick(rand, [0, 51, 'big', 10]) } }
  }
}
