// Accounts of the brand app (pages/migration/index-app registers them). The dev user's phone
// and user 2's have one, so they are "already registered"; the other seeded users' phones are
// not. Only a salted scrypt hash of a password is kept, never the password.
import { randomBytes, scryptSync } from 'node:crypto'
import type { AgreedVersions } from '../../types/api/privacy'
import { days, iso } from '../core/time'
import { AGREEMENT_VERSIONS } from './agreements'

export interface AppAccountRow {
  mobile: string
  /** hex salt and hex scrypt hash of the password */
  salt: string
  hash: string
  createdAt: string
  /** The versions of the user agreement and the privacy policy agreed to on registering. */
  agreements: AgreedVersions
  /** The registration's idempotency key (null for the seeded accounts): a repeat answers this row. */
  requestId: string | null
}

export const APP_ACCOUNT_PHONES = ['13800138000', '13900139000']

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')) {
  return { salt, hash: scryptSync(password, salt, 32).toString('hex') }
}

// Worked out once per process: scrypt is slow on purpose, and /__reset runs often in tests.
const SEEDED = APP_ACCOUNT_PHONES.map((mobile, i) => ({ mobile, ...hashPassword(`Xingchi${2024 + i}`, `seed-salt-${mobile}`) }))

export function seedAppAccounts(now: number): AppAccountRow[] {
  const agreements = { user: AGREEMENT_VERSIONS.user.version, privacy: AGREEMENT_VERSIONS.privacy.version }
  return SEEDED.map((row, i) => ({ ...row, createdAt: iso(now - days(200 - i * 30)), agreements, requestId: null }))
}
