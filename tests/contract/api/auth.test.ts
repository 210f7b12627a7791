// App account registration through the app's calls: slider, SMS code, register with the
// agreements' current versions; a registered phone is 409 (no toast: the screen sends the user
// to login), a bad password 400, a version revised since the user read it 409.
import { registerAppAccount } from '@/features/auth/api'
import { getCaptcha, sendSmsCode, verifyCaptcha } from '@/features/auth/login-api'
import { clearSession } from '@/core/session'
import { currentVersions } from '@/shared/agreements'
import { AGREEMENT_CHANGED, ALREADY_REGISTERED } from '@api/uaa'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

beforeEach(() => clearSession())

async function smsCode(mobile: string) {
  const captcha = await getCaptcha()
  const pass = await verifyCaptcha(captcha.captchaId, captcha.targetX)
  return (await sendSmsCode(mobile, pass.captchaToken!)).code
}

test('a new phone registers once; the second time it is already registered', async () => {
  const code = await smsCode('13612345678')
  const made = await registerAppAccount({ mobile: '13612345678', code, password: 'Xingchi2025', agreed: true, agreements: await currentVersions(undefined) })
  expect(made).toEqual({ mobile: '136****5678', createdAt: expect.stringMatching(/\+08:00$/) })
  await expect(registerAppAccount({ mobile: '13612345678', code: '123456', password: 'Xingchi2025', agreed: true, agreements: await currentVersions(undefined) }))
    .rejects.toMatchObject({ status: 409, message: ALREADY_REGISTERED })
  expect(api.toasts).toEqual([])
})

test('the dev phone is already registered; a password without a digit is refused', async () => {
  await expect(registerAppAccount({ mobile: '13800138000', code: '123456', password: 'Xingchi2025', agreed: true, agreements: await currentVersions(undefined) }))
    .rejects.toMatchObject({ status: 409, message: ALREADY_REGISTERED })
  await expect(registerAppAccount({ mobile: '13612345678', code: '123456', password: 'onlyletters', agreed: true, agreements: await currentVersions(undefined) }))
    .rejects.toMatchObject({ status: 400, message: '密码需为 8-20 位，且同时包含字母和数字' })
})

test('a version the server no longer holds is 409 协议已更新, with no toast; the current ones register', async () => {
  const code = await smsCode('13612345678')
  const agreements = await currentVersions(undefined)
  await expect(registerAppAccount({ mobile: '13612345678', code, password: 'Xingchi2025', agreed: true, agreements: { ...agreements, privacy: '2024.1' } }))
    .rejects.toMatchObject({ status: 409, message: AGREEMENT_CHANGED })
  expect(api.toasts).toEqual([])
  await expect(registerAppAccount({ mobile: '13612345678', code, password: 'Xingchi2025', agreed: true, agreements })).resolves.toMatchObject({ mobile: '136****5678' })
})
