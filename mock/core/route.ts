// The route manifest: every route is declared once with its domain, auth rule, input and
// output schemas and a valid sample request. The server registers routes from it, the
// contract and fuzz tests iterate it, and list-routes prints it.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Static, TSchema } from '@sinclair/typebox'
import type { Db } from '../state/db'
import type { Store, Upload } from '../state/store'

export type Domain = 'mall' | 'user' | 'user2' | 'lead' | 'activity' | 'uaa' | 'domain' | 'posts'
/**
 * `static` and `map` live outside the domains and answer without the envelope; `admin` routes
 * (reset, faults, workshop steps) sit at the root (`/__reset`) and exist in dev and test only.
 */
export type Area = Domain | 'static' | 'map' | 'admin'
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** required: 401/601 without a valid token; optional: a valid token personalises the answer. */
export type Auth = 'required' | 'none' | 'optional'
/** envelope: `{status,data,message}`; json: plain JSON; svg/file: bytes; html: a page (the dev stand-ins of WeChat's pages). */
export type Answer = 'envelope' | 'json' | 'svg' | 'file' | 'html'

export interface FileSample {
  field: string
  filename: string
  contentType: string
  content: string
  /** Text fields sent before the file (a video's duration). */
  fields?: Record<string, string>
}

export interface Sample {
  params?: Record<string, string | number>
  query?: Record<string, string | number | boolean>
  body?: unknown
  /** For upload routes: one file part, content in base64. */
  file?: FileSample
}

/** Lets a sample perform the calls it depends on (as user 1; throws unless HTTP 200). */
export interface SampleApi {
  call<T = Record<string, unknown>>(
    method: Method,
    path: string,
    opts?: { query?: Sample['query']; body?: unknown; file?: FileSample },
  ): Promise<{ status: number; data: T; message: string }>
}
export type SampleSource = Sample | ((api: SampleApi) => Promise<Sample>)

type In<T> = T extends TSchema ? Static<T> : undefined

export interface Ctx<Q, B, P> {
  query: Q
  body: B
  params: P
  /** Current account (null on public routes without a valid token). */
  accountId: number | null
  db: Db
  /** Uploaded files (kept outside the db so transactions stay cheap). */
  uploads: Map<string, Upload>
  /** The whole store, for the admin routes (reset, faults); other handlers use db and uploads. */
  store: Store
  now: number
  /** scheme://host of this request, for absolute URLs in answers. */
  origin: string
  req: FastifyRequest
  reply: FastifyReply
}

export interface RouteDef<Q = unknown, B = unknown, P = unknown, R extends TSchema = TSchema> {
  area: Area
  method: Method
  /** Path inside the area, Fastify syntax (`/web/comments/:id`). */
  path: string
  summary: string
  auth: Auth
  /** true when the call is a row of spec §7; false for calls screens need beyond it. */
  spec: boolean
  answer?: Answer
  query?: TSchema
  body?: TSchema
  params?: TSchema
  response: R
  /** Bytes accepted for this route's body (uploads); default is the server's 1 MB. */
  bodyLimit?: number
  /** A request without a body counts as `{}` (admin calls from scripts send none). */
  optionalBody?: boolean
  /**
   * Why this GET may change state. GET handlers get a read-only view of the store (see
   * mock/state/read-only.ts); only a GET the real API defines as a write (the captcha) says so.
   */
  writesOnGet?: string
  /**
   * A create: a repeated Idempotency-Key from the same person on the same path answers the first
   * result again and creates nothing (mock/core/idempotency.ts). tests/mock/idempotency.test.ts
   * asks every other write why it is safe to repeat.
   */
  idempotent?: boolean
  sample: SampleSource
  handler(ctx: Ctx<Q, B, P>): Static<R>
}

/** Declare a route; the generics make the handler's input and output match the schemas. */
export function defineRoute<
  R extends TSchema,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(def: {
  area: Area
  method: Method
  path: string
  summary: string
  auth: Auth
  spec: boolean
  answer?: Answer
  query?: Q
  body?: B
  params?: P
  response: R
  bodyLimit?: number
  optionalBody?: boolean
  writesOnGet?: string
  idempotent?: boolean
  sample: SampleSource
  handler(ctx: Ctx<In<Q>, In<B>, In<P>>): Static<R>
}): RouteDef {
  return def as unknown as RouteDef
}

export const fullPath = (r: Pick<RouteDef, 'area' | 'path'>) => (r.area === 'admin' ? r.path : `/${r.area}${r.path}`)
