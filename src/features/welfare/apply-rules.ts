import type { WelfareApplication, WelfareApplicationBody } from '@api/user'
import { chosen, filled, maxLength, minLength, on, phone, realName as nameRule, type Rules } from '@/shared/form'
import { normalizePlate, plateError } from '@/utils/plate'

/** The application as typed. */
export interface ApplyDraft {
  realName: string
  mobile: string
  plate: string
  reason: string
  consent: boolean
}

export const REASON_LIMITS = { min: 5, max: 200 } as const
export const AGREEMENT = '《福利社会员协议》'

export const EMPTY_APPLY: ApplyDraft = { realName: '', mobile: '', plate: '', reason: '', consent: false }

/** A rejected application comes back filled in with what was sent; the consent is asked again. */
export function draftFrom(application: WelfareApplication | null): ApplyDraft {
  if (!application || application.state !== 'rejected') return EMPTY_APPLY
  const { realName, mobile, plate, reason } = application
  return { realName, mobile, plate, reason, consent: false }
}

export const APPLY_RULES: Rules<ApplyDraft> = {
  realName: on<ApplyDraft, 'realName'>('realName', nameRule),
  mobile: on<ApplyDraft, 'mobile'>('mobile', phone),
  plate: on<ApplyDraft, 'plate'>('plate', (v) => plateError(v) || undefined),
  reason: on<ApplyDraft, 'reason'>(
    'reason',
    filled('请填写加入原因'),
    minLength(REASON_LIMITS.min, `加入原因至少 ${REASON_LIMITS.min} 个字`),
    maxLength(REASON_LIMITS.max, `加入原因不能超过 ${REASON_LIMITS.max} 个字`),
  ),
  consent: on<ApplyDraft, 'consent'>('consent', chosen(`请先阅读并同意${AGREEMENT}`)),
}

export function toApplication(v: ApplyDraft): WelfareApplicationBody {
  return { realName: v.realName.trim(), mobile: v.mobile.trim(), plate: normalizePlate(v.plate), reason: v.reason.trim(), consent: v.consent }
}
