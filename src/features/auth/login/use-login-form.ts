import { useCallback, useRef, useState } from 'react'
import { MESSAGES, SMS_COUNTDOWN_SECONDS } from '@/constants'
import { logError } from '@/core/log'
import { openPage } from '@/core/navigation'
import { loginWithSmsCode, sendSmsCode, takeCaptchaPass } from '@/core/session'
import { useRestartableCountdown } from '@/shared/countdown'
import { on, phone, smsCode, useForm } from '@/shared/form'
import { phoneError } from '@/utils/validate'
import { toast } from '@/shared/toast'
import { leaveLogin } from './leave'

interface LoginValues {
  phone: string
  code: string
}

const INITIAL: LoginValues = { phone: '', code: '' }
const RULES = { phone: on<LoginValues, 'phone'>('phone', phone), code: on<LoginValues, 'code'>('code', smsCode) }

/**
 * The login flow: phone -> slider page -> SMS code -> token -> back to the asking page.
 * Server errors are already toasted by the request layer; here they only end the busy state.
 */
export function useLoginForm(redirect: string | undefined, captchaPage: string) {
  const form = useForm({ initial: INITIAL, rules: RULES })
  const [sending, setSending] = useState(false)
  const countdown = useRestartableCountdown(SMS_COUNTDOWN_SECONDS)
  const { start: startCountdown } = countdown
  // The slider page returns to this page: the phone must be the one typed before it opened.
  const phoneRef = useRef('')
  phoneRef.current = form.values.phone

  /** Send-code button: phone first (its message alone), then the slider check. */
  const askForCode = () => {
    if (countdown.running || sending || !form.check('phone')) return
    openPage(captchaPage).catch((error: unknown) => logError('Opening the slider check failed', error))
  }

  /** Called when the page shows again: a passed slider check sends the SMS code. */
  const resumeAfterCaptcha = useCallback(async () => {
    const captchaToken = takeCaptchaPass()
    if (!captchaToken || phoneError(phoneRef.current)) return
    setSending(true)
    try {
      await sendSmsCode(phoneRef.current, captchaToken)
      startCountdown()
      toast(MESSAGES.SMS_SENT)
    } catch {
      // Toasted by the request layer; the user can ask again.
    } finally {
      setSending(false)
    }
  }, [startCountdown])

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

  return { form, sending, countdown, askForCode, resumeAfterCaptcha, submit }
}
