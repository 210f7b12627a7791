// Every create is safe to retry. The app sends a request id in the Idempotency-Key header and
// keeps it across retries of the same submit; a route declared `idempotent` answers a repeated
// id from the same person on the same path with the first answer, and does nothing again. The
// same id with another body is a mistake of the caller's (409), never a second record.
import type { FastifyRequest } from 'fastify'
import type { Db } from '../state/db'
import { badRequest, conflict } from './api-error'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** Letters, digits, '-' and '_', 8 to 64 of them (the app sends 20 random ones). */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/

/** The request id of `req`, or undefined when it sent none (a create without one runs every time). */
export function requestIdOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER]
  if (raw === undefined) return undefined
  const id = Array.isArray(raw) ? raw[0] : raw
  if (!REQUEST_ID.test(id)) throw badRequest('请求编号格式不正确')
  return id
}

export interface Once {
  requestId: string
  accountId: number | null
  /** Method and path with its ids (not the query): the same id on another route is another request. */
  target: string
  input: unknown
}

const keyOf = (once: Once) => `${once.accountId ?? 'guest'} ${once.target} ${once.requestId}`

/** Runs `create` unless `once` was answered before, then gives the first answer again. */
export function answerOnce<T>(db: Db, once: Once, create: () => T): T {
  const key = keyOf(once)
  const fingerprint = JSON.stringify(once.input ?? null)
  const first = db.firstAnswers[key]
  if (first) {
    if (first.fingerprint !== fingerprint) throw conflict('该请求编号已用于另一次提交，请刷新后重试')
    return first.data as T
  }
  const data = create()
  db.firstAnswers[key] = { fingerprint, data: structuredClone(data) }
  return data
}
