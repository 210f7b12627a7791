// The login calls (src/features/auth/login-api.ts) against the dev API server: captcha, SMS code,
// token, which the session then holds; and the tenant's front-end config.
import { getToken } from '@/core/session'
import { getCaptcha, loginWithSmsCode, sendSmsCode, verifyCaptcha } from '@/features/auth/login-api'
import { fetchFrontConfig, clearFrontConfigCache } from '@/core/tenant'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('the front-end config of the default tenant has a map key and web-view hosts', async () => {
  clearFrontConfigCache()
  const config = await fetchFrontConfig()
  expect(config.mapService?.webKey).toBeTruthy()
  expect(Array.isArray(config.webviewHosts)).toBe(true)
})

test('slider, SMS code and login give a token that the next call carries', async () => {
  const captcha = await getCaptcha()
  const miss = await verifyCaptcha(captcha.captchaId, (captcha.targetX + captcha.tolerance + 40) % 300)
  expect(miss.passed).toBe(false)
  const fresh = await getCaptcha()
  const pass = await verifyCaptcha(fresh.captchaId, fresh.targetX)
  expect(pass.passed).toBe(true)
  await sendSmsCode('13912345678', pass.captchaToken!)
  const token = await loginWithSmsCode('13912345678', '123456')
  expect(token.access_token).toBeTruthy()
  expect(getToken()).toBe(token.access_token)
})

test('a wrong SMS code is refused with the server message, and the toast shows it', async () => {
  const captcha = await getCaptcha()
  const pass = await verifyCaptcha(captcha.captchaId, captcha.targetX)
  await sendSmsCode('13912345678', pass.captchaToken!)
  await expect(loginWithSmsCode('13912345678', '000000')).rejects.toMatchObject({ kind: 'status' })
  expect(api.toasts).toHaveLength(1)
})
