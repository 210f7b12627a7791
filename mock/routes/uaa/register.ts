// Registering an account of the brand app (pages/migration/index-app). Checked in this order:
// the body, the password rule, a phone that already has an account (409 before the code, so
// the user is told without spending one), then the SMS code exactly as /oauth/token checks it.
// The password is kept as a salted scrypt hash only and never answered.
import { ALREADY_REGISTERED, AppRegisterBodySchema, AppRegisterResultSchema } from '../../../types/api/uaa-register'
import { badRequest, conflict } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { hashPassword } from '../../seed/app-accounts'
import { maskMobile } from '../lookup'
import { DEV_SMS_CODE, smsSample, takeSmsCode } from './login'

export const PASSWORD_RULE = '密码需为 8-20 位，且同时包含字母和数字'
const validPassword = (p: string) => /^[\x21-\x7e]{8,20}$/.test(p) && /[A-Za-z]/.test(p) && /\d/.test(p)

export const appRegisterRoutes = [
  defineRoute({
    area: 'uaa', method: 'POST', path: '/api/v1/app/account/register', summary: '注册品牌 App 账号（手机号 + 短信验证码 + 密码；已注册 409）',
    auth: 'none', spec: false, body: AppRegisterBodySchema, response: AppRegisterResultSchema,
    sample: async (api) => {
      const { mobile, captchaToken } = await smsSample(api, '13512345678')
      await api.call('POST', '/uaa/api/v1/common/mobile/sms', { query: { client_id: 'app' }, body: { mobile, captchaToken } })
      return { body: { mobile, code: DEV_SMS_CODE, password: 'Xingchi2025', agreed: true } }
    },
    handler: ({ db, body, now }) => {
      if (!validPassword(body.password)) throw badRequest(PASSWORD_RULE)
      if (db.appAccounts.some((a) => a.mobile === body.mobile)) throw conflict(ALREADY_REGISTERED)
      takeSmsCode(db, body.mobile, body.code, now)
      const createdAt = iso(now)
      db.appAccounts.push({ mobile: body.mobile, ...hashPassword(body.password), createdAt })
      return { mobile: maskMobile(body.mobile), createdAt }
    },
  }),
]
