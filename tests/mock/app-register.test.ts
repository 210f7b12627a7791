// Registering a brand app account: the body, the password rule, a registered phone told before
// any code is spent (409), the SMS code as the login checks it, success once (a repeated
// requestId gets the first answer again), and the password never in any answer nor kept in
// plain text; the agreements' versions checked and kept.
import { AGREEMENT_CHANGED, ALREADY_REGISTERED } from '../../types/api/uaa-register'
import { AGREEMENT_VERSIONS } from '../../mock/seed/agreements'
import { APP_ACCOUNT_PHONES, hashPassword } from '../../mock/seed/app-accounts'
import { manifest } from '../../mock/routes/manifest'
import { Store } from '../../mock/state/store'
import { PASSWORD_RULE } from '../../mock/routes/uaa/register'
import { smsSample } from '../../mock/routes/uaa/login'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const PASSWORD = 'Secret2025x'
const register = (body: Record<string, unknown>) => srv.send({ method: 'POST', path: '/uaa/api/v1/app/account/register', token: null, json: body })
const AGREED = { user: AGREEMENT_VERSIONS.user.version, privacy: AGREEMENT_VERSIONS.privacy.version }
let requests = 0
/** A new registration each time (its own requestId) unless `over` names one. */
const body = (mobile: string, over: Record<string, unknown> = {}) => ({ requestId: `mock-register-${++requests}`, mobile, code: '123456', password: PASSWORD, agreed: true, agreements: AGREED, ...over })
async function sendCode(mobile: string) {
  const sms = await srv.send({ method: 'POST', path: '/uaa/api/v1/common/mobile/sms', query: { client_id: 'app' }, json: await smsSample(srv.api, mobile) })
  expect(sms.status).toBe(200)
}
/** The code is still there when /oauth/token accepts it. */
const codeLeft = async (mobile: string) => (await srv.send({ method: 'POST', path: '/uaa/oauth/token', json: { mobile, code: '123456' } })).status === 200

test('the dev user and user 2 have app accounts; the other seeded users do not', () => {
  expect(APP_ACCOUNT_PHONES).toEqual(['13800138000', '13900139000'])
})

test('a registered phone is told 409 before the code is checked, and the code is not spent', async () => {
  await sendCode('13800138000')
  const res = await register(body('13800138000', { code: '000000' }))
  expect(res.status).toBe(409)
  expect(res.json).toMatchObject({ status: 409, message: ALREADY_REGISTERED })
  expect(await codeLeft('13800138000')).toBe(true)
})

test('the password rule: 8-20 characters with a letter and a digit, no spaces (400 in Chinese)', async () => {
  for (const password of ['abcdefgh', '12345678', 'abc 12345', 'Ab1']) {
    const res = await register(body('13600136000', { password }))
    expect([password, res.status]).toEqual([password, 400])
    if (password.length >= 8) expect(res.json.message).toBe(PASSWORD_RULE)
  }
  expect((await register(body('13600136000', { agreed: false }))).status).toBe(400)
  expect((await register({ mobile: '13600136000' })).status).toBe(400)
})

test('a wrong or missing code is 400 验证码错误或已过期', async () => {
  expect((await register(body('13600136000'))).json).toMatchObject({ status: 400, message: '验证码错误或已过期' })
  await sendCode('13600136000')
  expect((await register(body('13600136000', { code: '654321' }))).json).toMatchObject({ status: 400, message: '验证码错误或已过期' })
})

test('success answers the masked phone and the time, spends the code; a second try is 409', async () => {
  await sendCode('13600136000')
  const res = await register(body('13600136000'))
  expect(res.status).toBe(200)
  expect(res.json.data).toEqual({ mobile: '136****6000', createdAt: expect.stringMatching(/\+08:00$/) })
  expect(res.text).not.toContain(PASSWORD)
  expect(await codeLeft('13600136000')).toBe(false)
  await sendCode('13600136000')
  const again = await register(body('13600136000'))
  expect(again.json).toMatchObject({ status: 409, message: ALREADY_REGISTERED })
  expect(again.text).not.toContain(PASSWORD)
})

test('a repeated requestId answers the first registration again: no second account, no code spent', async () => {
  await sendCode('13600136000')
  const sent = body('13600136000')
  const first = await register(sent)
  expect(first.status).toBe(200)
  await sendCode('13600136000')
  const again = await register(sent)
  expect(again.status).toBe(200)
  expect(again.json.data).toEqual(first.json.data)
  expect(await codeLeft('13600136000')).toBe(true)
  // A new request for the same phone is a second registration: refused.
  expect((await register(body('13600136000'))).json).toMatchObject({ status: 409, message: ALREADY_REGISTERED })
  // The key is no repeat for another phone: that one goes through every check (no code sent to it).
  expect((await register({ ...sent, mobile: '13700137000' })).json).toMatchObject({ status: 400, message: '验证码错误或已过期' })
  expect((await register({ ...sent, requestId: 'short' })).status).toBe(400)
})

test('the versions agreed to: missing or malformed is 400; one revised since is 409 and the code is kept', async () => {
  expect((await register(body('13600136000', { agreements: undefined }))).json).toMatchObject({ status: 400, message: '缺少参数 agreements' })
  expect((await register(body('13600136000', { agreements: { ...AGREED, user: 'v1' } }))).json).toMatchObject({ status: 400, message: '参数 agreements.user 必须是协议版本号，如 2025.3' })
  await sendCode('13600136000')
  const stale = await register(body('13600136000', { agreements: { ...AGREED, privacy: '2024.1' } }))
  expect(stale.json).toMatchObject({ status: 409, message: AGREEMENT_CHANGED })
  expect(await codeLeft('13600136000')).toBe(true)
})

test('the account keeps the versions agreed to (the seeded ones the current versions)', () => {
  const store = new Store()
  const route = manifest.find((r) => r.path === '/api/v1/app/account/register')!
  store.db.smsCodes['15800158000'] = { code: '123456', expiresAt: Date.now() + 60_000 }
  route.handler({ db: store.db, body: body('15800158000'), now: Date.now() } as never)
  expect(store.db.appAccounts.find((a) => a.mobile === '15800158000')?.agreements).toEqual(AGREED)
  expect(store.db.appAccounts.every((a) => a.agreements.user === AGREED.user)).toBe(true)
})

test('the password is kept as a salted scrypt hash only', () => {
  const store = new Store()
  const route = manifest.find((r) => r.path === '/api/v1/app/account/register')!
  store.db.smsCodes['15800158000'] = { code: '123456', expiresAt: Date.now() + 60_000 }
  route.handler({ db: store.db, body: body('15800158000'), now: Date.now() } as never)
  const row = store.db.appAccounts.find((a) => a.mobile === '15800158000')!
  expect(JSON.stringify(row)).not.toContain(PASSWORD)
  expect(row.hash).toMatch(/^[0-9a-f]{64}$/)
  expect(row.hash).toBe(hashPassword(PASSWORD, row.salt).hash)
  expect(hashPassword(PASSWORD).salt).not.toBe(row.salt)
})
