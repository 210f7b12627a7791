import { useState } from 'react'
import type { AppRegisterBody, AppRegisterResult } from '@api/uaa'
import { logError } from '@/core/log'
import { openPage } from '@/core/navigation'
import { isRequestError } from '@/core/request'
import { paths } from '@/routes'
import { currentVersions, useAgreementLinks } from '@/shared/agreements'
import { confirmAction } from '@/shared/confirm'
import { chosen, DRAFTS, on, phone, SENSITIVE, smsCode, useForm, type Rules } from '@/shared/form'
import { useRequestId } from '@/shared/use-write'
import { registerAppAccount } from '../api'
import { AGREEMENT_CHANGED, ALREADY_REGISTERED } from '../constants'
import { useSendCode } from '../use-send-code'
import { appPasswordError, confirmPasswordError } from './password'

export interface RegisterValues {
  phone: string
  code: string
  password: string
  confirm: string
  agreed: boolean
}

const INITIAL: RegisterValues = { phone: '', code: '', password: '', confirm: '', agreed: false }
const RULES: Rules<RegisterValues, keyof RegisterValues> = {
  phone: on('phone', phone),
  code: on('code', smsCode),
  password: (v) => appPasswordError(v.password),
  confirm: (v) => confirmPasswordError(v.password, v.confirm),
  agreed: on('agreed', chosen('请先阅读并同意用户协议和隐私政策')),
}

/** The server's answer when an agreement was revised after the user read it (409). */
const isAgreementChanged = (error: unknown): boolean => isRequestError(error) && error.message === AGREEMENT_CHANGED

/** The server's answer for a phone with an app account already (409). */
export const isAlreadyRegistered = (error: unknown): boolean =>
  isRequestError(error) && !isAgreementChanged(error) && (error.status === 409 || error.statusCode === 409 || error.message === ALREADY_REGISTERED)

/**
 * Registering an app account: the login's send-code step, then the account, with the versions
 * of the agreements the consent line named. What is typed is kept on a failure (on the device
 * too, the passwords excepted); a registered phone is offered the login page (the phone stays
 * out of its address); an agreement revised meanwhile is shown in its new version, to agree again.
 * One idempotency key per registration (useRequestId, sent in the body, where the route reads
 * it): a retry of the same one (after a time-out) sends the same key, so the server registers
 * once and answers the first registration again; only a changed registration (another phone,
 * code, password or versions) gets a new key. The passwords and the consent, given to the
 * versions on screen now, are never kept in the draft (SENSITIVE.appRegister).
 */
export function useRegisterForm(captchaPage: string) {
  const form = useForm<RegisterValues, keyof RegisterValues>({ initial: INITIAL, rules: RULES, draft: DRAFTS.appRegister, sensitive: SENSITIVE.appRegister })
  const sms = useSendCode(form.values.phone, () => form.check('phone'), captchaPage)
  const agreements = useAgreementLinks()
  const [done, setDone] = useState<AppRegisterResult>()
  const withId = useRequestId()

  const submit = () =>
    form.submit(async (v) => {
      try {
        const versions = await currentVersions(agreements.versions)
        const sent: Omit<AppRegisterBody, 'requestId'> = { mobile: v.phone.trim(), code: v.code.trim(), password: v.password, agreed: true, agreements: versions }
        setDone(await withId(sent, (requestId) => registerAppAccount({ requestId, ...sent })))
      } catch (error) {
        if (isAgreementChanged(error)) {
          form.set({ agreed: false })
          void agreements.reload()
        } else if (isAlreadyRegistered(error)) {
          const toLogin = await confirmAction({ title: '该手机号已注册', content: '该手机号已有 App 账号，请直接登录', confirmText: '去登录' })
          if (toLogin) await openPage(paths.login())
        } else if (!isRequestError(error)) logError('App registration failed', error)
        throw error
      }
    })

  return { form, sms, submit, done, agreements: agreements.links }
}
