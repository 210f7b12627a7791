import RegisterPage from '@/pages/migration/index-app'
import { openPage } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { sendSmsCode } from '@/features/auth/login-api'
import { setCaptchaPass } from '@/core/session/captcha-pass'
import { registerAppAccount } from '@/features/auth/api'
import { getAgreementList } from '@/shared/agreements/api'
import { confirmAction } from '@/shared/confirm'
import { clearDraft } from '@/shared/form'
import { loadDraft } from '@/shared/form/draft'
import { click, renderInStore as render, text, texts, type as typeInto, waitFor, type Utils } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/auth/login-api', () => ({
  getCaptcha: jest.fn(),
  verifyCaptcha: jest.fn(),
  sendSmsCode: jest.fn(() => Promise.resolve({ mobile: '', expiresIn: 300, code: '123456' })),
  loginWithSmsCode: jest.fn(),
}))
jest.mock('@/features/auth/api', () => ({ registerAppAccount: jest.fn() }))
jest.mock('@/shared/agreements/api', () => ({ getAgreementList: jest.fn() }))
jest.mock('@/shared/confirm', () => ({ confirmAction: jest.fn(() => Promise.resolve(true)) }))
openMockPage('/pages/migration/index-app')
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const register = registerAppAccount as jest.Mock
const agreementList = jest.mocked(getAgreementList)
const DRAFT = 'auth-app-register'
const AGREEMENTS = [
  { kind: 'user' as const, title: '星驰汽车用户服务协议', version: '2025.2', updatedAt: '2025-06-18T10:00:00+08:00' },
  { kind: 'privacy' as const, title: '星驰汽车隐私政策', version: '2025.3', updatedAt: '2025-09-01T10:00:00+08:00' },
]

async function fill(u: Utils, { phone = '13700137000', password = 'abcd1234', confirm = password }: { phone?: string; password?: string; confirm?: string } = {}) {
  await typeInto(u, '.auth-register__phone', phone)
  await typeInto(u, '.auth-register__code', '123456')
  const [first, second] = Array.from(u.queries.querySelectorAll('.auth-register input')).filter((i) => i.closest('.auth-register__phone, .auth-register__code') === null) as HTMLInputElement[]
  for (const [input, value] of [[first, password], [second, confirm]] as const) {
    u.act(() => {
      input.value = value
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
  click(u, '.form-consent__box')
}

async function send(u: Utils) {
  await u.act(async () => {
    click(u, '.auth-register__submit')
    await Promise.resolve()
  })
}

beforeEach(() => {
  jest.clearAllMocks()
  agreementList.mockResolvedValue(AGREEMENTS)
  clearDraft(DRAFT)
})

test('each field says what is wrong, and nothing is sent until all pass', async () => {
  const u = await render(RegisterPage)
  await send(u)
  expect(texts(u, '.form-field__error')).toEqual(['请输入手机号', '请输入验证码', '请设置密码', '请再次输入密码', '请先阅读并同意用户协议和隐私政策'])
  await fill(u, { password: 'abcdefgh', confirm: 'abcdefgx' })
  expect(texts(u, '.form-field__error')).toEqual(['密码需同时包含字母和数字', '两次输入的密码不一致'])
  expect(register).not.toHaveBeenCalled()
})

test('the code is sent as the login sends it: phone, slider page, then the SMS and the countdown', async () => {
  const u = await render(RegisterPage)
  click(u, '.auth-register__send')
  expect(text(u, '.form-field__error')).toBe('请输入手机号')
  await typeInto(u, '.auth-register__phone', '13700137000')
  click(u, '.auth-register__send')
  expect(openPage).toHaveBeenCalledWith('/pages/switch/index')
  setCaptchaPass('cap-token')
  await u.act(async () => {
    mockPage.show?.()
    await Promise.resolve()
  })
  expect(sendSmsCode).toHaveBeenCalledWith('13700137000', 'cap-token')
  await waitFor(() => expect(text(u, '.auth-register__send')).toBe('60s后重新获取'))
})

test('the password can be shown and hidden', async () => {
  const u = await render(RegisterPage)
  const eye = u.queries.querySelector('.auth-register__eye')!
  expect(eye.getAttribute('aria-label')).toBe('显示密码')
  click(u, eye)
  expect(eye.textContent).toBe('隐藏')
  expect(eye.getAttribute('aria-label')).toBe('隐藏密码')
})

test('the consent names each document by its version, each a link to its page', async () => {
  const u = await render(RegisterPage)
  await waitFor(() => expect(texts(u, '.form-consent__link')).toEqual(['《用户协议》（v2025.2）', '《隐私政策》（v2025.3）']))
  expect(u.queries.querySelector('.form-consent__box')?.getAttribute('aria-label')).toBe('同意用户协议（v2025.2）和隐私政策（v2025.3）')
  click(u, u.queries.querySelectorAll('.form-consent__link')[1])
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/agreement/agreement?kind=privacy')
  click(u, u.queries.querySelectorAll('.form-consent__link')[0])
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/agreement/agreement?kind=user')
})

test('success: the account is made with the versions agreed to, then what comes next and the way to the download', async () => {
  register.mockResolvedValue({ mobile: '137****7000', createdAt: '2026-11-26T08:00:00+08:00' })
  const u = await render(RegisterPage)
  await waitFor(() => expect(texts(u, '.form-consent__link')[0]).toBe('《用户协议》（v2025.2）'))
  await fill(u)
  await send(u)
  expect(register).toHaveBeenCalledWith({
    requestId: expect.stringMatching(/^[0-9A-Za-z_-]{8,64}$/),
    mobile: '13700137000',
    code: '123456',
    password: 'abcd1234',
    agreed: true,
    agreements: { user: '2025.2', privacy: '2025.3' },
  })
  await waitFor(() => expect(text(u, '.auth-register__title')).toBe('注册成功'))
  expect(texts(u, '.auth-register__text')).toEqual(['137****7000 已开通 App 账号', '下载 App 后，使用此手机号和刚设置的密码登录'])
  click(u, '.auth-register__submit')
  expect(openPage).toHaveBeenCalledWith('/pages/busin-download/busin-download')
})

test('a retry of the same registration sends the same request id; a changed one a new id', async () => {
  register.mockRejectedValue(new RequestError('network', '网络异常，请稍后重试'))
  const u = await render(RegisterPage)
  await waitFor(() => expect(texts(u, '.form-consent__link')[0]).toBe('《用户协议》（v2025.2）'))
  await fill(u)
  await send(u)
  await waitFor(() => expect(register).toHaveBeenCalledTimes(1))
  await waitFor(() => expect(document.body.textContent).toContain('提交失败：网络异常，请稍后重试'))
  await send(u)
  await waitFor(() => expect(register).toHaveBeenCalledTimes(2))
  const [first, second] = register.mock.calls.map(([body]: [{ requestId: string }]) => body.requestId)
  expect(second).toBe(first)
  const phone = u.queries.querySelector('input[placeholder="请输入手机号"]') as HTMLInputElement
  u.act(() => {
    phone.value = '13700137001'
    phone.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await send(u)
  await waitFor(() => expect(register).toHaveBeenCalledTimes(3))
  expect(register.mock.calls[2][0]).toMatchObject({ mobile: '13700137001', requestId: expect.not.stringMatching(`^${first}$`) })
})

test('a registered phone: the modal 该手机号已注册, and 去登录 opens login without the phone', async () => {
  register.mockRejectedValue(new RequestError('status', '该手机号已注册，请直接登录', { status: 409, statusCode: 409 }))
  const u = await render(RegisterPage)
  await fill(u, { phone: '13800138000' })
  await send(u)
  await waitFor(() => expect(openPage).toHaveBeenCalledWith('/pages/login/index'))
  expect(confirmAction).toHaveBeenCalledWith(expect.objectContaining({ title: '该手机号已注册', confirmText: '去登录' }))
  expect(u.queries.querySelector('.auth-register__failure')).toBeNull()
})

test('another failure is shown on the screen; everything typed stays, the draft has no password', async () => {
  register.mockRejectedValue(new RequestError('status', '验证码错误或已过期', { status: 400, statusCode: 400 }))
  const u = await render(RegisterPage)
  await fill(u)
  await send(u)
  await waitFor(() => expect(text(u, '.auth-register__failure')).toBe('提交失败：验证码错误或已过期。您填写的内容已保留，可重新提交。'))
  const inputs = Array.from(u.queries.querySelectorAll('.auth-register input')) as HTMLInputElement[]
  expect(inputs.map((i) => i.value)).toEqual(['13700137000', '123456', 'abcd1234', 'abcd1234'])
  expect(confirmAction).not.toHaveBeenCalled()
  // Neither the passwords nor the consent, which was given to the versions shown now.
  expect(loadDraft(DRAFT)).toEqual({ phone: '13700137000', code: '123456' })
})

test('versions that could not be read: the titles without them, and the send reads the current ones', async () => {
  agreementList.mockRejectedValueOnce(new RequestError('network', '网络异常'))
  register.mockResolvedValue({ mobile: '137****7000', createdAt: '2026-11-26T08:00:00+08:00' })
  const u = await render(RegisterPage)
  await waitFor(() => expect(agreementList).toHaveBeenCalledTimes(1))
  expect(texts(u, '.form-consent__link')).toEqual(['《用户协议》', '《隐私政策》'])
  await fill(u)
  await send(u)
  await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ agreements: { user: '2025.2', privacy: '2025.3' } })))
})

test('an agreement revised meanwhile: the new version shows, the box is cleared to agree again', async () => {
  register.mockRejectedValue(new RequestError('status', '协议已更新，请阅读新版本后重新同意', { status: 409, statusCode: 409 }))
  const u = await render(RegisterPage)
  await waitFor(() => expect(texts(u, '.form-consent__link')[1]).toBe('《隐私政策》（v2025.3）'))
  await fill(u)
  agreementList.mockResolvedValue([AGREEMENTS[0], { ...AGREEMENTS[1], version: '2025.4' }])
  await send(u)
  await waitFor(() => expect(texts(u, '.form-consent__link')[1]).toBe('《隐私政策》（v2025.4）'))
  expect(text(u, '.auth-register__failure')).toBe('提交失败：协议已更新，请阅读新版本后重新同意。您填写的内容已保留，可重新提交。')
  expect(u.queries.querySelector('.form-consent__box')?.getAttribute('aria-checked')).toBe('false')
  expect(confirmAction).not.toHaveBeenCalled()
})
