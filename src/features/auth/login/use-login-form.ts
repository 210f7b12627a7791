import { MESSAGES } from '@/constants'
import { logError } from '@/core/log'
import { DRAFTS, on, phone, SENSITIVE, smsCode, useForm } from '@/shared/form'
import { toast } from '@/shared/toast'
import { loginWithSmsCode } from '../login-api'
import { useSendCode } from '../use-send-code'
import { leaveLogin } from './leave'

interface LoginValues {
  phone: string
  code: string
}

const INITIAL: LoginValues = { phone: '', code: '' }
const RULES = { phone: on<LoginValues, 'phone'>('phone', phone), code: on<LoginValues, 'code'>('code', smsCode) }

/**
 * The login flow: phone -> slider page -> SMS code (useSendCode) -> token -> back to the asking
 * page. Server errors are already toasted by the request layer; here they only end the busy state.
 * The phone is kept as a draft (back from the slider page, or the app closed meanwhile), never the code.
 */
export function useLoginForm(redirect: string | undefined, captchaPage: string) {
  const form = useForm({ initial: INITIAL, rules: RULES, draft: DRAFTS.login, sensitive: SENSITIVE.login })
  const sms = useSendCode(form.values.phone, () => form.check('phone'), captchaPage)

  const submit = () =>
    form.submit(async (v) => {
      try {
        await loginWithSmsCode(v.phone.trim(), v.code.trim())
        toast(MESSAGES.LOGIN_OK)
        await leaveLogin(redirect)
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'RequestError') logError('Login failed', error)
        throw error
      }
    })

  return { form, sms, submit }
}
