import { useState } from 'react'
import type { AppRegisterResult } from '@api/uaa'
import { logError } from '@/core/log'
import { openPage } from '@/core/navigation'
import { isRequestError } from '@/core/request'
import { paths } from '@/routes'
import { confirmAction } from '@/shared/confirm'
import { chosen, on, phone, smsCode, useForm, type Rules } from '@/shared/form'
import { registerAppAccount } from '../api'
import { ALREADY_REGISTERED } from '../constants'
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

/** The server's answer for a phone with an app account already (409). */
export const isAlreadyRegistered = (error: unknown): boolean =>
  isRequestError(error) && (error.status === 409 || error.statusCode === 409 || error.message === ALREADY_REGISTERED)

/**
 * Registering an app account: the login's send-code step, then the account. What is typed is
 * kept on a failure (on the device too, the passwords excepted); a registered phone is offered
 * the login page (the phone stays out of its address).
 */
export function useRegisterForm(captchaPage: string) {
  const form = useForm<RegisterValues, keyof RegisterValues>({ initial: INITIAL, rules: RULES, draft: 'auth-app-register', sensitive: ['password', 'confirm'] })
  const sms = useSendCode(form.values.phone, () => form.check('phone'), captchaPage)
  const [done, setDone] = useState<AppRegisterResult>()

  const submit = () =>
    form.submit(async (v) => {
      try {
        setDone(await registerAppAccount({ mobile: v.phone.trim(), code: v.code.trim(), password: v.password, agreed: true }))
      } catch (error) {
        if (isAlreadyRegistered(error)) {
          const toLogin = await confirmAction({ title: '该手机号已注册', content: '该手机号已有 App 账号，请直接登录', confirmText: '去登录' })
          if (toLogin) await openPage(paths.login())
        } else if (!isRequestError(error)) logError('App registration failed', error)
        throw error
      }
    })

  return { form, sms, submit, done }
}
