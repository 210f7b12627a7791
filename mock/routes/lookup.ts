// Lookups shared by route modules: rows by id with a Chinese 404, per-user flags.
import { must } from '../core/api-error'
import type { Db, UserRow } from '../state/db'

export const userById = (db: Db, id: number): UserRow => must(db.users.find((u) => u.accountId === id), '用户')

/** The signed-in account of a route with auth 'required' (the gateway already checked it). */
export const me = (db: Db, accountId: number | null): UserRow => userById(db, accountId ?? -1)

export const maskMobile = (m: string) => `${m.slice(0, 3)}****${m.slice(7)}`

export type FlagKind = 'like' | 'collect' | 'clike' | 'alike' | 'acollect' | 'help'

export const hasFlag = (db: Db, kind: FlagKind, accountId: number | null, id: number) =>
  accountId !== null && db.flags[`${kind}:${accountId}:${id}`] === true

/** Sets or clears a flag; answers whether it changed (so counters move only once). */
export function setFlag(db: Db, kind: FlagKind, accountId: number, id: number, on: boolean): boolean {
  const key = `${kind}:${accountId}:${id}`
  const was = db.flags[key] === true
  if (on) db.flags[key] = true
  else delete db.flags[key]
  return was !== on
}

export const regionByCode = (db: Db, code: string) => db.regions.find((r) => r.regionCode === code)
