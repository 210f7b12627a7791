import { useCallback, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { MESSAGES, SMS_COUNTDOWN_SECONDS, TOAST_DEFAULT_DURATION } from '@/constants'
import { logError } from '@/core/log'
import { openPage } from '@/core/navigation'
import { loginWithSmsCode, sendSmsCode, takeCaptchaPass } from '@/core/session'
import { phoneError, smsCodeError } from '@/utils/validate'
import { leaveLogin } from './leave'
import { useCountdown } from './use-countdown'

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none', duration: TOAST_DEFAULT_DURATION }).catch(() => undefined)
}

/**
 * The login flow: phone -> slider page -> SMS code -> token -> back to the asking page.
 * Server errors are already toasted by the request layer; here they only end the busy state.
 */
export function useLoginForm(redirect: string | undefined, captchaPage: string) {
  const [phone, setPhoneValue] = useState('')
  const [code, setCodeValue] = useState('')
  const [phoneMsg, setPhoneMsg] = useState('')
  const [codeMsg, setCodeMsg] = useState('')
  const [sending, setSending] = useState(false)
  const [loggingIn, setLoggingIn] = useState(false)
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS)
  const { start: startCountdown } = countdown
  // The slider page returns to this page: the phone must be the one typed before it opened.
  const phoneRef = useRef('')

  const setPhone = useCallback((value: string) => {
    phoneRef.current = value
    setPhoneValue(value)
    setPhoneMsg('')
  }, [])
  const setCode = useCallback((value: string) => {
    setCodeValue(value)
    setCodeMsg('')
  }, [])

  /** Send-code button: phone first, then the slider check. */
  const askForCode = useCallback(() => {
    if (countdown.running || sending) return
    const msg = phoneError(phoneRef.current)
    setPhoneMsg(msg)
    if (msg) return
    openPage(captchaPage).catch((error: unknown) => logError('Opening the slider check failed', error))
  }, [countdown.running, sending, captchaPage])

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

  const submit = useCallback(async () => {
    const pMsg = phoneError(phoneRef.current)
    const cMsg = smsCodeError(code)
    setPhoneMsg(pMsg)
    setCodeMsg(cMsg)
    if (pMsg || cMsg || loggingIn) return
    setLoggingIn(true)
    try {
      await loginWithSmsCode(phoneRef.current.trim(), code.trim())
      toast(MESSAGES.LOGIN_OK)
      await leaveLogin(redirect)
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'RequestError') logError('Login failed', error)
    } finally {
      setLoggingIn(false)
    }
  }, [code, loggingIn, redirect])

  return { phone, code, phoneMsg, codeMsg, sending, loggingIn, countdown, setPhone, setCode, askForCode, resumeAfterCaptcha, submit }
}
