import { useCallback, useRef } from 'react'
import { MESSAGES, SMS_COUNTDOWN_SECONDS } from '@/constants'
import { logError } from '@/core/log'
import { openPage } from '@/core/navigation'
import { takeCaptchaPass } from '@/core/session'
import { useRestartableCountdown } from '@/shared/countdown'
import { toast } from '@/shared/toast'
import { useWrite } from '@/shared/use-write'
import { phoneError } from '@/utils/validate'
import { sendSmsCode } from './login-api'

/**
 * The send-code step of every phone form of the app (login, app registration): the phone is
 * checked (`checkPhone` shows its message), the slider page opens, and back from it a passed
 * check sends the SMS code and starts the 60 s countdown. Call `resumeAfterCaptcha` when the
 * page shows again. Server errors are toasted by the request layer; the user can ask again.
 */
export function useSendCode(phone: string, checkPhone: () => boolean, captchaPage: string) {
  const countdown = useRestartableCountdown(SMS_COUNTDOWN_SECONDS)
  const { start: startCountdown } = countdown
  // A failure is toasted once by the write helper; the user can ask again.
  const { run: sendCode, busy: sending } = useWrite(sendSmsCode, {
    onDone: () => {
      startCountdown()
      toast(MESSAGES.SMS_SENT)
    },
  })
  // The slider page returns to this page: the phone must be the one typed before it opened.
  const phoneRef = useRef('')
  phoneRef.current = phone

  /** Send-code button: phone first (its message alone), then the slider check. */
  const askForCode = () => {
    if (countdown.running || sending || !checkPhone()) return
    openPage(captchaPage).catch((error: unknown) => logError('Opening the slider check failed', error))
  }

  /** Called when the page shows again: a passed slider check sends the SMS code. */
  const resumeAfterCaptcha = useCallback(async () => {
    const captchaToken = takeCaptchaPass()
    if (!captchaToken || phoneError(phoneRef.current)) return
    await sendCode(phoneRef.current, captchaToken)
  }, [sendCode])

  const label = sending ? '发送中…' : countdown.running ? `${countdown.secondsLeft}s后重新获取` : '获取验证码'
  return { sending, countdown, askForCode, resumeAfterCaptcha, label, disabled: sending || countdown.running }
}
