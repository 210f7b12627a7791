// Login by phone: slider captcha, SMS code, token; and how tokens are checked.
import { checkToken, resolveAccount } from '../../mock/core/auth'
import { buildSeed } from '../../mock/seed'
import { serverPerFile } from './support/server'

const U = '/uaa/api/v1/common'
const srv = serverPerFile()

async function captcha() {
  return (await srv.send({ method: 'GET', path: `${U}/captcha/get` })).json.data
}
async function passCaptcha(): Promise<string> {
  const c = await captcha()
  return (await srv.send({ method: 'GET', path: `${U}/captcha/verify`, query: { captchaId: c.captchaId, x: c.targetX } })).json.data.captchaToken
}
const sms = (mobile: unknown, captchaToken: unknown) =>
  srv.send({ method: 'POST', path: `${U}/mobile/sms`, query: { client_id: 'app' }, json: { mobile, captchaToken } })
const token = (body: Record<string, unknown>) => srv.send({ method: 'POST', path: '/uaa/oauth/token', json: body })

test('the slider passes only within tolerance and counts attempts', async () => {
  const c = await captcha()
  expect(c.backgroundUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/captcha\/.+\.svg$/)
  const miss = await srv.send({ method: 'GET', path: `${U}/captcha/verify`, query: { captchaId: c.captchaId, x: c.targetX + 40 } })
  expect(miss.json.data).toEqual({ passed: false, captchaToken: null, remainingAttempts: 4 })
  const hit = await srv.send({ method: 'GET', path: `${U}/captcha/verify`, query: { captchaId: c.captchaId, x: c.targetX - c.tolerance } })
  expect(hit.json.data.passed).toBe(true)
  const again = await srv.send({ method: 'GET', path: `${U}/captcha/verify`, query: { captchaId: c.captchaId, x: c.targetX } })
  expect(again.status).toBe(404)
  const svg = await srv.send({ method: 'GET', path: new URL(c.backgroundUrl).pathname })
  expect(svg.text).toContain(`x="${c.targetX}"`)
})

test('SMS needs a valid phone and a fresh captcha token, used once', async () => {
  const pass = await passCaptcha()
  const badPhone = await sms('12800138000', pass)
  expect(badPhone.status).toBe(400)
  expect(badPhone.json.message).toBe('参数 mobile 必须是 11 位手机号（1 开头，第二位 3-9）')
  const ok = await sms('13900001111', pass)
  expect(ok.json.data).toEqual({ mobile: '13900001111', expiresIn: 300, code: '123456' })
  const reused = await sms('13900001111', pass)
  expect(reused.json).toMatchObject({ status: 400, message: '请先完成滑块验证' })
  const wrongClient = await srv.send({ method: 'POST', path: `${U}/mobile/sms`, query: { client_id: 'x' }, json: { mobile: '13900001111', captchaToken: await passCaptcha() } })
  expect(wrongClient.status).toBe(400)
})

test('a new phone logs in, gets an account and a token that works', async () => {
  await sms('13911112222', await passCaptcha())
  expect((await token({ mobile: '13911112222', code: '654321' })).json.message).toBe('验证码错误或已过期')
  await sms('13911112222', await passCaptcha())
  const res = await token({ mobile: '13911112222', code: '123456', grant_type: 'sms', client_id: 'app' })
  expect(res.json.data).toMatchObject({ token_type: 'bearer', expires_in: 604800, isNewUser: true })
  const me = await srv.send({ method: 'GET', path: '/user/web/user/current/details', token: res.json.data.access_token })
  expect(me.json.data).toMatchObject({ mobile: '13911112222', accountId: res.json.data.accountId, point: 0 })
  // The code is single use.
  expect((await token({ mobile: '13911112222', code: '123456' })).status).toBe(400)
})

test('the dev user logs in to account 1; the token also works as ?access_token=', async () => {
  await sms('13800138000', await passCaptcha())
  const res = await token({ mobile: '13800138000', code: '123456' })
  expect(res.json.data).toMatchObject({ accountId: 1, isNewUser: false })
  const viaQuery = await srv.send({ method: 'GET', path: '/user/web/user/current/details', query: { access_token: res.json.data.access_token } })
  expect(viaQuery.json.data.displayName).toBe('车主小王')
})

test('the token endpoint also takes a form body', async () => {
  await sms('13800138000', await passCaptcha())
  const res = await srv.send({ method: 'POST', path: '/uaa/oauth/token', body: 'mobile=13800138000&code=123456&grant_type=sms', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  expect(res.json.data.accountId).toBe(1)
})

test('bad tokens: unknown 401, malformed header 401, expired 601', async () => {
  const path = '/user/web/point/consumer/detail'
  expect((await srv.send({ method: 'GET', path, token: 'nope' })).status).toBe(401)
  expect((await srv.send({ method: 'GET', path, headers: { authorization: 'Basic abc' } })).status).toBe(401)
  const expired = await srv.send({ method: 'GET', path, query: { access_token: 'expired-token' } })
  expect([expired.status, expired.json.status]).toEqual([200, 601])
})

test('a login token past its own expiry is answered like expired-token (601)', () => {
  const now = Date.now()
  const db = buildSeed(now)
  db.tokens['tk-short'] = { accountId: 1, expiresAt: now + 1000 }
  expect(checkToken(db, 'tk-short', now)).toEqual({ kind: 'ok', accountId: 1 })
  const later = checkToken(db, 'tk-short', now + 2000)
  expect(later).toEqual({ kind: 'expired' })
  expect(() => resolveAccount('required', later)).toThrow('登录已过期，请重新登录')
  expect(resolveAccount('optional', later)).toBeNull()
})
