// Points credited to an account, with the line of its points history: sign-in, tasks, surveys.
import { iso } from '../core/time'
import { nextId, type Db } from '../state/db'
import { me } from './lookup'

/** Adds `change` to the account's balance and records why; answers the new balance. */
export function addPoints(db: Db, accountId: number, change: number, reason: string, now: number): number {
  const user = me(db, accountId)
  user.point += change
  db.pointRecords.push({ id: nextId(db, 'point'), accountId, change, balance: user.point, reason, createdAt: iso(now) })
  return user.point
}
