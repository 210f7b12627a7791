// Accounts of the brand app (pages/migration/index-app registers them). The dev user's phone
// and user 2's have one, so they are "already registered"; the other seeded users' phones are
// not. Only a salted scrypt hash of a password is kept, never the password.
import { randomBytes, scryptSync } from 'node:crypto'
import { days, iso } from '../core/time'

export interface AppAccountRow {
  mobile: string
  /** hex salt and hex scrypt hash of the password */
  salt: string
  hash: string
  createdAt: string
}

export const APP_ACCOUNT_PHONES = ['13800138000', '13900139000']

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')) {
  return { salt, hash: scryptSync(password, salt, 32).toString('hex') }
}

// Worked out once per process: scrypt is slow on purpose, and /__reset runs often in tests.
const SEEDED = APP_ACCOUNT_PHONES.map((mobile, i) => ({ mobile, ...hashPassword(`Xingchi${2024 + i}`, `seed-salt-${mobile}`) }))

export function seedAppAccounts(now: number): AppAccountRow[] {
  return SEEDED.map((row, i) => ({ ...row, createdAt: iso(now - days(200 - i * 30)) }))
}
