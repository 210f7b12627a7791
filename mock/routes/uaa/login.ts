// Login by phone: slider captcha -> captchaToken -> SMS code (always 123456 here) -> token.
// Each step's secret is single use and expires after 5 minutes, like the real service.
import { randomBytes } from 'node:crypto'
import {
  type Captcha, type CaptchaVerify, CaptchaSchema, CaptchaVerifyQuerySchema, CaptchaVerifySchema, SmsBodySchema, SmsQuerySchema, SmsResultSchema,
  TokenBodySchema, TokenSchema,
} from '../../../types/api/uaa'
import { badRequest, notFound } from '../../core/api-error'
import { defineRoute, type SampleApi } from '../../core/route'
import { days } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { captchaGeometry, CAPTCHA } from '../static/captcha-svg'
import { img } from '../../seed/img'

const TTL_MS = 5 * 60 * 1000
const MAX_ATTEMPTS = 5
const TOKEN_TTL_S = 7 * 24 * 3600
/** The SMS code sent to `mobile`, checked and used up (single use): 400 when wrong or expired. */
export function takeSmsCode(db: Db, mobile: string, code: string, now: number): void {
  const sent = db.smsCodes[mobile]
  if (!sent || sent.expiresAt < now || sent.code !== code) throw badRequest('验证码错误或已过期')
  delete db.smsCodes[mobile]
}

export const DEV_SMS_CODE = '123456'
const CLIENTS = ['app', 'weapp', 'h5']
const secret = () => randomBytes(12).toString('hex')

function purge(db: Db, now: number) {
  for (const [id, c] of Object.entries(db.captchas)) if (c.expiresAt < now) delete db.captchas[id]
  for (const [t, exp] of Object.entries(db.captchaTokens)) if (exp < now) delete db.captchaTokens[t]
}

/** Gets a captcha, solves it and asks for a code: what a test needs before logging in. */
export async function smsSample(api: SampleApi, mobile = '13800138000') {
  const captcha = (await api.call<Captcha>('GET', '/uaa/api/v1/common/captcha/get')).data
  const verify = (await api.call<CaptchaVerify>('GET', '/uaa/api/v1/common/captcha/verify', { query: { captchaId: captcha.captchaId, x: captcha.targetX } })).data
  return { mobile, captchaToken: verify.captchaToken ?? '' }
}

export const loginRoutes = [
  defineRoute({
    area: 'uaa', method: 'GET', path: '/api/v1/common/captcha/get', summary: '获取滑块验证码',
    auth: 'none', spec: false, response: CaptchaSchema, sample: {},
    writesOnGet: '真实接口用 GET 下发验证码：记下答案与有效期',
    handler: ({ db, now }) => {
      purge(db, now)
      const captchaId = secret()
      const { targetX, pieceY } = captchaGeometry(captchaId)
      db.captchas[captchaId] = { targetX, pieceY, expiresAt: now + TTL_MS, attempts: 0 }
      return {
        captchaId, targetX, pieceY, width: CAPTCHA.width, height: CAPTCHA.height, pieceSize: CAPTCHA.piece,
        tolerance: CAPTCHA.tolerance, expiresIn: TTL_MS / 1000,
        backgroundUrl: img('captcha', captchaId), pieceUrl: img('captcha-piece', captchaId),
      }
    },
  }),
  defineRoute({
    area: 'uaa', method: 'GET', path: '/api/v1/common/captcha/verify', summary: '校验滑块位置（通过后给 captchaToken）',
    auth: 'none', spec: true, query: CaptchaVerifyQuerySchema, response: CaptchaVerifySchema,
    writesOnGet: 'spec §7 用 GET 校验：计尝试次数，通过后发 captchaToken',
    sample: async (api) => {
      const c = (await api.call<Captcha>('GET', '/uaa/api/v1/common/captcha/get')).data
      return { query: { captchaId: c.captchaId, x: c.targetX + 3 } }
    },
    handler: ({ db, query, now }) => {
      const c = db.captchas[query.captchaId]
      if (!c || c.expiresAt < now) throw notFound('验证码不存在或已过期，请刷新')
      c.attempts += 1
      if (Math.abs(query.x - c.targetX) <= CAPTCHA.tolerance) {
        delete db.captchas[query.captchaId]
        const captchaToken = secret()
        db.captchaTokens[captchaToken] = now + TTL_MS
        return { passed: true, captchaToken, remainingAttempts: 0 }
      }
      if (c.attempts >= MAX_ATTEMPTS) delete db.captchas[query.captchaId]
      return { passed: false, captchaToken: null, remainingAttempts: Math.max(0, MAX_ATTEMPTS - c.attempts) }
    },
  }),
  defineRoute({
    area: 'uaa', method: 'POST', path: '/api/v1/common/mobile/sms', summary: '发送短信验证码（开发环境固定 123456）',
    auth: 'none', spec: true, query: SmsQuerySchema, body: SmsBodySchema, response: SmsResultSchema,
    sample: async (api) => ({ query: { client_id: 'app' }, body: await smsSample(api) }),
    handler: ({ db, query, body, now }) => {
      if (!CLIENTS.includes(query.client_id)) throw badRequest(`参数 client_id 只能是 ${CLIENTS.join('、')}`)
      const expiresAt = db.captchaTokens[body.captchaToken]
      if (!expiresAt || expiresAt < now) throw badRequest('请先完成滑块验证')
      delete db.captchaTokens[body.captchaToken]
      db.smsCodes[body.mobile] = { code: DEV_SMS_CODE, expiresAt: now + TTL_MS }
      return { mobile: body.mobile, expiresIn: TTL_MS / 1000, code: DEV_SMS_CODE }
    },
  }),
  defineRoute({
    area: 'uaa', method: 'POST', path: '/oauth/token', summary: '手机号 + 验证码换取 token（新手机号自动注册）',
    auth: 'none', spec: false, body: TokenBodySchema, response: TokenSchema,
    sample: async (api) => {
      const { mobile, captchaToken } = await smsSample(api, '13512345678')
      await api.call('POST', '/uaa/api/v1/common/mobile/sms', { query: { client_id: 'app' }, body: { mobile, captchaToken } })
      return { body: { mobile, code: DEV_SMS_CODE } }
    },
    handler: ({ db, body, now }) => {
      takeSmsCode(db, body.mobile, body.code, now)
      let user = db.users.find((u) => u.mobile === body.mobile)
      const isNewUser = !user
      if (!user) {
        const accountId = nextId(db, 'user')
        user = {
          accountId, memberSystemId: 100000 + accountId, pointSystemId: 200000 + accountId, mobile: body.mobile,
          displayName: `星驰车友${body.mobile.slice(-4)}`, avatarUrl: img('avatars', `user-${accountId}`, '星'), point: 0,
          intro: '', isOfficial: false, vehicleTypeId: null, followNum: 0, fansNum: 0, inviteCode: `XC${accountId}`,
        }
        db.users.push(user)
      }
      const token = `tk-${secret()}`
      db.tokens[token] = { accountId: user.accountId, expiresAt: now + days(7) }
      return { access_token: token, token_type: 'bearer' as const, expires_in: TOKEN_TTL_S, accountId: user.accountId, isNewUser }
    },
  }),
]
