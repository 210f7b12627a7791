// App account registration through the app's calls: slider, SMS code, register with the
// agreements' current versions; a registered phone is 409 (no toast: the screen sends the user
// to login), a bad password 400, a version revised since the user read it 409; a repeated
// requestId (a retry after a time-out) answers the first registration again.
import { registerAppAccount } from '@/features/auth/api'
import { getCaptcha, sendSmsCode, verifyCaptcha } from '@/features/auth/login-api'
import { clearSession } from '@/core/session'
import { currentVersions } from '@/shared/agreements'
import { AGREEMENT_CHANGED, ALREADY_REGISTERED } from '@api/uaa'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

beforeEach(() => clearSession())

let requests = 0
/** A new registration's idempotency key. */
const nextId = () => `contract-register-${++requests}`

async function smsCode(mobile: string) {
  const captcha = await getCaptcha()
  const pass = await verifyCaptcha(captcha.captchaId, captcha.targetX)
  return (await sendSmsCode(mobile, pass.captchaToken!)).code
}

test('a new phone registers once; the second time it is already registered', async () => {
  const code = await smsCode('13612345678')
  const made = await registerAppAccount({ requestId: nextId(), mobile: '13612345678', code, password: 'Xingchi2025', agreed: true, agreements: await currentVersions(undefined) })
  expect(made).toEqual({ mobile: '136****5678', createdAt: expect.stringMatching(/\+08:00$/) })
  await expect(registerAppAccount({ requestId: nextId(), mobile: '13612345678', code: '123456', password: 'Xingchi2025', agreed: true, agreements: await currentVersions(undefined) }))
    .rejects.toMatchObject({ status: 409, message: ALREADY_REGISTERED })
  expect(api.toasts).toEqual([])
})

test('the dev phone is already registered; a password without a digit is refused', async () => {
  await expect(registerAppAccount({ requestId: nextId(), mobile: '13800138000', code: '123456', password: 'Xingchi2025', agreed: true, agreements: await currentVersions(undefined) }))
    .rejects.toMatchObject({ status: 409, message: ALREADY_REGISTERED })
  await expect(registerAppAccount({ requestId: nextId(), mobile: '13612345678', code: '123456', password: 'onlyletters', agreed: true, agreements: await currentVersions(undefined) }))
    .rejects.toMatchObject({ status: 400, message: '密码需为 8-20 位，且同时包含字母和数字' })
})

test('a version the server no longer holds is 409 协议已更新, with no toast; the current ones register', async () => {
  const code = await smsCode('13612345678')
  const agreements = await currentVersions(undefined)
  await expect(registerAppAccount({ requestId: nextId(), mobile: '13612345678', code, password: 'Xingchi2025', agreed: true, agreements: { ...agreements, privacy: '2024.1' } }))
    .rejects.toMatchObject({ status: 409, message: AGREEMENT_CHANGED })
  expect(api.toasts).toEqual([])
  await expect(registerAppAccount({ requestId: nextId(), mobile: '13612345678', code, password: 'Xingchi2025', agreed: true, agreements })).resolves.toMatchObject({ mobile: '136****5678' })
})

test('a retry with the same requestId gets the first registration back, not a second one', async () => {
  const code = await smsCode('13612345678')
  const body = { requestId: 'contract-register-retry', mobile: '13612345678', code, password: 'Xingchi2025', agreed: true as const, agreements: await currentVersions(undefined) }
  const made = await registerAppAccount(body)
  expect(made).toEqual({ mobile: '136****5678', createdAt: expect.stringMatching(/\+08:00$/) })
  // The code was spent by the first: the repeat is answered without checking it again.
  await expect(registerAppAccount(body)).resolves.toEqual(made)
  // A new request for the same phone is a second registration: refused as before.
  await expect(registerAppAccount({ ...body, requestId: nextId() })).rejects.toMatchObject({ status: 409, message: ALREADY_REGISTERED })
  expect(api.toasts).toEqual([])
})
