import { goBack } from '@/core/navigation'
import { logError } from '@/core/log'
import { setCaptchaPass } from '@/core/session'

/** Long enough to read 验证通过 before the page closes. */
export const PASS_SHOW_MS = 400

/** Hands the single-use captcha token to the login page and returns to it. */
export function finishCaptcha(captchaToken: string): void {
  setCaptchaPass(captchaToken)
  setTimeout(() => {
    goBack().catch((error: unknown) => logError('Leaving the captcha page failed', error))
  }, PASS_SHOW_MS)
}
