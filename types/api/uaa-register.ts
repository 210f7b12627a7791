// Registering an account of the brand app (pages/migration/index-app): the phone proven by the
// login's slider check and SMS code, and a password for the app. The mini-program's own login
// needs no registration; the app's account is separate.
import { Type, type Static } from '@sinclair/typebox'
import { PhoneSchema } from './common'
import { AgreedVersionsSchema } from './privacy'

/** 8 to 20 characters with at least one letter and one digit; no spaces. */
export const APP_PASSWORD = { min: 8, max: 20 } as const

export const AppRegisterBodySchema = Type.Object({
  /**
   * The idempotency key, one per registration the user asks for: a retry (after a time-out) sends
   * the same key and gets the first answer back, never a second registration.
   */
  requestId: Type.String({ pattern: '^[0-9A-Za-z_-]{8,64}$', errorMessage: '缺少有效的请求标识' }),
  mobile: PhoneSchema,
  code: Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位数字验证码' }),
  password: Type.String({ minLength: APP_PASSWORD.min, maxLength: APP_PASSWORD.max }),
  /** The user agreed to the user agreement and the privacy policy. */
  agreed: Type.Literal(true, { errorMessage: '请先阅读并同意用户协议和隐私政策' }),
  /** The versions agreed to, as the consent line named them; the server records them with the account. */
  agreements: AgreedVersionsSchema,
})
export type AppRegisterBody = Static<typeof AppRegisterBodySchema>

export const AppRegisterResultSchema = Type.Object({
  /** The phone, masked (138****0000). */
  mobile: Type.String(),
  createdAt: Type.String(),
})
export type AppRegisterResult = Static<typeof AppRegisterResultSchema>

/** The server's message when a document changed after the user read it (status 409): agree again. */
export const AGREEMENT_CHANGED = '协议已更新，请阅读新版本后重新同意'

/** The server's message for a phone that already has an app account (status 409). */
export const ALREADY_REGISTERED = '该手机号已注册，请直接登录'
