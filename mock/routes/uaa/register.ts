// Registering an account of the brand app (pages/migration/index-app). Checked in this order:
// the body, a repeat (the same requestId for the same phone: the first answer again, no second
// account and no code spent), the password rule, a phone that already has an account (409
// before the code, so the user is told without spending one), the agreements' versions (409
// when one changed since the user read it, the code kept too), then the SMS code exactly as
// /oauth/token checks it. The password is kept as a salted scrypt hash only and never answered;
// the versions agreed to and the requestId are kept with the account.
import { AGREEMENT_CHANGED, ALREADY_REGISTERED, AppRegisterBodySchema, AppRegisterResultSchema } from '../../../types/api/uaa-register'
import { badRequest, conflict } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { AGREEMENT_KINDS, AGREEMENT_VERSIONS } from '../../seed/agreements'
import { hashPassword } from '../../seed/app-accounts'
import { maskMobile } from '../lookup'
import { DEV_SMS_CODE, smsSample, takeSmsCode } from './login'

export const PASSWORD_RULE = '密码需为 8-20 位，且同时包含字母和数字'
const validPassword = (p: string) => /^[\x21-\x7e]{8,20}$/.test(p) && /[A-Za-z]/.test(p) && /\d/.test(p)

export const appRegisterRoutes = [
  defineRoute({
    area: 'uaa', method: 'POST', path: '/api/v1/app/account/register', summary: '注册品牌 App 账号（手机号 + 短信验证码 + 密码；同一 requestId 只注册一次；已注册 409）',
    auth: 'none', spec: false, body: AppRegisterBodySchema, response: AppRegisterResultSchema,
    sample: async (api) => {
      const { mobile, captchaToken } = await smsSample(api, '13512345678')
      await api.call('POST', '/uaa/api/v1/common/mobile/sms', { query: { client_id: 'app' }, body: { mobile, captchaToken } })
      const agreements = { user: AGREEMENT_VERSIONS.user.version, privacy: AGREEMENT_VERSIONS.privacy.version }
      return { body: { requestId: 'sample-register-1', mobile, code: DEV_SMS_CODE, password: 'Xingchi2025', agreed: true, agreements } }
    },
    handler: ({ db, body, now }) => {
      const again = db.appAccounts.find((a) => a.requestId === body.requestId && a.mobile === body.mobile)
      if (again) return { mobile: maskMobile(again.mobile), createdAt: again.createdAt }
      if (!validPassword(body.password)) throw badRequest(PASSWORD_RULE)
      if (db.appAccounts.some((a) => a.mobile === body.mobile)) throw conflict(ALREADY_REGISTERED)
      if (AGREEMENT_KINDS.some((kind) => body.agreements[kind] !== AGREEMENT_VERSIONS[kind].version)) throw conflict(AGREEMENT_CHANGED)
      takeSmsCode(db, body.mobile, body.code, now)
      const createdAt = iso(now)
      const agreements = { user: body.agreements.user, privacy: body.agreements.privacy }
      db.appAccounts.push({ mobile: body.mobile, ...hashPassword(body.password), createdAt, agreements, requestId: body.requestId })
      return { mobile: maskMobile(body.mobile), createdAt }
    },
  }),
]
