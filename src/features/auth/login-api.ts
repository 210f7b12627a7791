import type { Captcha, CaptchaVerify, SmsResult, Token } from '@api/uaa'
import { SMS_CLIENT_ID } from '@/constants'
import { request } from '@/core/request'
import { resetReloginThrottle, setToken } from '@/core/session'

/*
 * Login by phone on the uaa domain: slider captcha -> SMS code -> token. All of these run
 * before a token exists, so none sends one (auth: false). They live in the login's feature, not
 * in core/session: the request layer reads the session, so the session must not call requests.
 */
export function getCaptcha(): Promise<Captcha> {
  return request<Captcha>({ domain: 'uaa', path: '/api/v1/common/captcha/get', auth: false })
}

/** `x`: how far the piece was dragged, in captcha image pixels. */
export function verifyCaptcha(captchaId: string, x: number): Promise<CaptchaVerify> {
  return request<CaptchaVerify>({
    domain: 'uaa',
    path: '/api/v1/common/captcha/verify',
    query: { captchaId, x: Math.round(x) },
    auth: false,
    // A wrong drag is answered in the body (passed: false); a toast would only duplicate it.
    toast: false,
  })
}

// marks nothing: it sends a code by SMS
export function sendSmsCode(mobile: string, captchaToken: string): Promise<SmsResult> {
  return request<SmsResult>({
    domain: 'uaa',
    path: '/api/v1/common/mobile/sms',
    method: 'POST',
    query: { client_id: SMS_CLIENT_ID },
    data: { mobile, captchaToken },
    auth: false,
  })
}

/** Exchanges phone and code for a token, saves it and marks the user logged in. */
// marks nothing: the new token makes the data cache forget every read (core/query: another account)
export async function loginWithSmsCode(mobile: string, code: string): Promise<Token> {
  const token = await request<Token>({
    domain: 'uaa',
    path: '/oauth/token',
    method: 'POST',
    data: { mobile, code, grant_type: 'sms', client_id: SMS_CLIENT_ID },
    auth: false,
  })
  setToken(token.access_token)
  // A fresh session: the next expiry must be able to send the user to login at once.
  resetReloginThrottle()
  return token
}
