import type { OccupationAuth, OccupationAuthBody, OccupationType } from '@api/user'
import { chosen, filled, idNumber, maxLength, minLength, on, realName, type Rules } from '@/shared/form'
import { normalizeIdNumber } from '@/utils'

/** What the form holds while the user types. */
export interface AuthDraft {
  realName: string
  idNumber: string
  workUnit: string
  proofs: string[]
  consent: boolean
}

export const PROOFS_MAX = 3
export const ID_LENGTH = 18
const UNIT = [2, 50] as const

export const EMPTY_AUTH: AuthDraft = { realName: '', idNumber: '', workUnit: '', proofs: [], consent: false }

/**
 * A rejected or expired authentication comes back filled in (the server never answers the ID
 * number, so it is typed again; the consent is asked again).
 */
export function draftFrom(earlier: OccupationAuth | undefined): AuthDraft {
  if (!earlier || (earlier.state !== 'rejected' && earlier.state !== 'expired')) return EMPTY_AUTH
  return { ...EMPTY_AUTH, realName: earlier.realName, workUnit: earlier.workUnit, proofs: earlier.proofs.slice(0, PROOFS_MAX) }
}

/** Limits match the server's (types/api/user-occupation.ts). */
export const AUTH_RULES: Rules<AuthDraft, keyof AuthDraft> = {
  realName: on('realName', realName),
  idNumber: on('idNumber', idNumber),
  workUnit: on('workUnit', filled('请输入工作单位'), minLength(UNIT[0], '工作单位至少 2 个字'), maxLength(UNIT[1], `工作单位不能超过 ${UNIT[1]} 个字`)),
  proofs: (d) => (d.proofs.length ? undefined : '请上传至少 1 张证明材料'),
  consent: on('consent', chosen('请先阅读并同意《个人敏感信息处理规则》')),
}

/** The body the server takes, from a valid draft. */
export function toBody(type: OccupationType, d: AuthDraft): OccupationAuthBody {
  return { type, realName: d.realName.trim(), idNumber: normalizeIdNumber(d.idNumber), workUnit: d.workUnit.trim(), proofs: d.proofs, consent: d.consent }
}
