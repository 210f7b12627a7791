// Token checks like the real gateway: the app sends `Authorization: Bearer <token>` and
// `?access_token=<token>`; either is enough. A missing or unknown token answers 401, a token
// past its expiry answers status 601 (with HTTP 200, as the real backend does).
import type { FastifyRequest } from 'fastify'
import type { Db } from '../state/db'
import { expired, unauthorized } from './api-error'
import type { Auth } from './route'

export function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization
  if (typeof header === 'string') {
    const m = /^Bearer\s+(\S+)$/i.exec(header.trim())
    if (m) return m[1]
  }
  const query = req.query as Record<string, unknown> | undefined
  const fromQuery = query?.access_token
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : null
}

export type TokenState = { kind: 'ok'; accountId: number } | { kind: 'missing' } | { kind: 'invalid' } | { kind: 'expired' }

export function checkToken(db: Db, token: string | null, now: number): TokenState {
  if (!token) return { kind: 'missing' }
  const row = db.tokens[token]
  if (!row || !db.users.some((u) => u.accountId === row.accountId)) return { kind: 'invalid' }
  if (row.expiresAt !== null && row.expiresAt <= now) return { kind: 'expired' }
  return { kind: 'ok', accountId: row.accountId }
}

/** The account a route runs for, or throws 401/601. Optional routes ignore bad tokens. */
export function resolveAccount(auth: Auth, state: TokenState): number | null {
  if (state.kind === 'ok') return state.accountId
  if (auth !== 'required') return null
  if (state.kind === 'expired') throw expired()
  throw unauthorized()
}
