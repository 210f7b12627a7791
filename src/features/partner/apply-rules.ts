import type { PartnerApplication, PartnerApplicationBody } from '@api/user'
import { chosen, filled, maxLength, minLength, on, phone, realName as nameRule, type Rules } from '@/shared/form'

/** The application as typed: the city with its province (the picker needs it) and names to show. */
export interface ApplyDraft {
  realName: string
  mobile: string
  provinceCode: string
  cityCode: string
  cityName: string
  occupation: string
  intro: string
  consent: boolean
}

export const INTRO_LIMITS = { min: 10, max: 300 } as const
export const OCCUPATION_MAX = 20

export const EMPTY_APPLY: ApplyDraft = { realName: '', mobile: '', provinceCode: '', cityCode: '', cityName: '', occupation: '', intro: '', consent: false }

/** A city's province by the national region code: its first two digits (440300 -> 440000). */
export const provinceOf = (cityCode: string) => (/^\d{6}$/.test(cityCode) ? `${cityCode.slice(0, 2)}0000` : '')

/** A rejected application comes back filled in with what was sent; the consent is asked again. */
export function draftFrom(application: PartnerApplication | null): ApplyDraft {
  if (!application || application.state !== 'rejected') return EMPTY_APPLY
  const { realName, mobile, cityCode, cityName, occupation, intro } = application
  return { realName, mobile, provinceCode: provinceOf(cityCode), cityCode, cityName, occupation, intro, consent: false }
}

export const APPLY_RULES: Rules<ApplyDraft> = {
  realName: on<ApplyDraft, 'realName'>('realName', nameRule),
  mobile: on<ApplyDraft, 'mobile'>('mobile', phone),
  city: on<ApplyDraft, 'cityCode'>('cityCode', chosen('请选择所在城市')),
  occupation: on<ApplyDraft, 'occupation'>('occupation', filled('请输入你的职业'), maxLength(OCCUPATION_MAX, `职业不能超过 ${OCCUPATION_MAX} 个字`)),
  intro: on<ApplyDraft, 'intro'>(
    'intro',
    filled('请填写自我介绍'),
    minLength(INTRO_LIMITS.min, `自我介绍至少 ${INTRO_LIMITS.min} 个字`),
    maxLength(INTRO_LIMITS.max, `自我介绍不能超过 ${INTRO_LIMITS.max} 个字`),
  ),
  consent: on<ApplyDraft, 'consent'>('consent', chosen('请先阅读并同意《合伙人规则》')),
}

export function toApplication(v: ApplyDraft): PartnerApplicationBody {
  return { realName: v.realName.trim(), mobile: v.mobile.trim(), cityCode: v.cityCode, occupation: v.occupation.trim(), intro: v.intro.trim(), consent: v.consent }
}
