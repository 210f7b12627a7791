import type { AuthState, OccupationAuth, OccupationType } from '@api/user'
import type { StatusTone } from '@/shared/status-tag'

export const STATE_LABEL: Record<AuthState, [label: string, tone: StatusTone]> = {
  reviewing: ['审核中', 'warning'],
  approved: ['已认证', 'success'],
  rejected: ['未通过', 'danger'],
  expired: ['已过期', 'muted'],
}

/** An application that blocks another of its type: under review, or approved and not yet ended. */
export function isOpen(auth: OccupationAuth, now = Date.now()): boolean {
  if (auth.state === 'reviewing') return true
  return auth.state === 'approved' && (auth.expiresAt === null || new Date(auth.expiresAt).getTime() > now)
}

/** My newest authentication of `type` (the server answers newest first). */
export const latestOf = (auths: readonly OccupationAuth[], type: OccupationType): OccupationAuth | undefined => auths.find((a) => a.type === type)

/** The open application of `type`, if any. */
export const openOf = (auths: readonly OccupationAuth[], type: OccupationType, now = Date.now()): OccupationAuth | undefined =>
  auths.find((a) => a.type === type && isOpen(a, now))

const TYPES: readonly string[] = ['teacher', 'doctor', 'police', 'firefighter', 'soldier'] satisfies OccupationType[]

/** The `type` of a link, or undefined when missing or unknown. */
export const occupationType = (value: string | undefined): OccupationType | undefined =>
  value !== undefined && TYPES.includes(value) ? (value as OccupationType) : undefined
