// Domain `uaa`: slider captcha, SMS code and token (login by phone).
// Flow: captcha/get -> the user drags the piece -> captcha/verify gives a captchaToken ->
// mobile/sms sends the code (always 123456 in dev) -> oauth/token gives the access token.
import { Type, type Static } from '@sinclair/typebox'
import { PhoneSchema } from './common'

export const CaptchaSchema = Type.Object({
  captchaId: Type.String(),
  /** Background with the gap drawn at targetX, and the piece to drag (both SVG). */
  backgroundUrl: Type.String(),
  pieceUrl: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  pieceSize: Type.Integer(),
  /** Top of the piece in px; the user only moves it horizontally. */
  pieceY: Type.Integer(),
  /** Dev server only: where the gap is, so tests can pass the check. */
  targetX: Type.Integer(),
  /** Accepted distance from targetX in px. */
  tolerance: Type.Integer(),
  expiresIn: Type.Integer({ description: 'seconds' }),
})
export type Captcha = Static<typeof CaptchaSchema>

export const CaptchaVerifyQuerySchema = Type.Object({
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  /** Drag offset of the piece in px. */
  x: Type.Number({ minimum: 0, maximum: 1000 }),
})
export type CaptchaVerifyQuery = Static<typeof CaptchaVerifyQuerySchema>

export const CaptchaVerifySchema = Type.Object({
  passed: Type.Boolean(),
  /** Present when passed: send it with the SMS request (single use). */
  captchaToken: Type.Union([Type.String(), Type.Null()]),
  /** Attempts left on this captcha before a new one is needed. */
  remainingAttempts: Type.Integer({ minimum: 0 }),
})
export type CaptchaVerify = Static<typeof CaptchaVerifySchema>

export const SmsQuerySchema = Type.Object({ client_id: Type.String({ minLength: 1, maxLength: 32 }) })
export type SmsQuery = Static<typeof SmsQuerySchema>

export const SmsBodySchema = Type.Object({
  mobile: PhoneSchema,
  captchaToken: Type.String({ minLength: 1, maxLength: 64 }),
})
export type SmsBody = Static<typeof SmsBodySchema>

export const SmsResultSchema = Type.Object({
  mobile: Type.String(),
  expiresIn: Type.Integer({ description: 'seconds' }),
  /** Dev server only: the code that was "sent" (always 123456). */
  code: Type.String(),
})
export type SmsResult = Static<typeof SmsResultSchema>

export const TokenBodySchema = Type.Object({
  mobile: PhoneSchema,
  code: Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位数字验证码' }),
  grant_type: Type.Optional(Type.String({ maxLength: 32 })),
  client_id: Type.Optional(Type.String({ maxLength: 32 })),
})
export type TokenBody = Static<typeof TokenBodySchema>

export const TokenSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  /** Seconds until the token expires; afterwards calls answer status 601. */
  expires_in: Type.Integer(),
  accountId: Type.Integer(),
  /** true when this login created the account. */
  isNewUser: Type.Boolean(),
})
export type Token = Static<typeof TokenSchema>
export * from './uaa-register'
