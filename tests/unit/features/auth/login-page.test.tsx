import LoginPage from '@/pages/login/index'
import { openPage, redirectTo, switchTab, goBack } from '@/core/navigation'
import { loginWithSmsCode, sendSmsCode } from '@/features/auth/login-api'
import { setCaptchaPass } from '@/core/session/captcha-pass'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/auth/login-api', () => ({
  getCaptcha: jest.fn(),
  verifyCaptcha: jest.fn(),
  sendSmsCode: jest.fn(() => Promise.resolve({ mobile: '', expiresIn: 300, code: '123456' })),
  loginWithSmsCode: jest.fn(() => Promise.resolve({ access_token: 't', accountId: 1 })),
}))

jest.mock('@/shared/agreements/api', () => ({
  getAgreementList: jest.fn(() =>
    Promise.resolve([
      { kind: 'user', title: '星驰汽车用户服务协议', version: '2025.2', updatedAt: '2025-06-18T10:00:00+08:00' },
      { kind: 'privacy', title: '星驰汽车隐私政策', version: '2025.3', updatedAt: '2025-09-01T10:00:00+08:00' },
    ]),
  ),
}))

openMockPage('/pages/login/index')
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

type Utils = Awaited<ReturnType<typeof render>>

async function type(utils: Utils, selector: string, value: string) {
  const input = (await utils.queries.waitForQuerySelector(`${selector} input`)) as HTMLInputElement
  utils.act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function click(utils: Utils, selector: string) {
  utils.fireEvent.click(utils.queries.querySelector(selector)!)
}

const text = (utils: Utils, selector: string) => utils.queries.querySelector(selector)?.textContent ?? null

async function showAgain(utils: Utils) {
  await utils.act(async () => {
    mockPage.show?.()
    await Promise.resolve()
  })
}

beforeEach(() => {
  jest.clearAllMocks()
  for (const key of Object.keys(mockParams)) delete mockParams[key]
})

test('an invalid phone shows the Chinese message and does not open the slider check', async () => {
  const utils = await render(LoginPage)
  click(utils, '.auth-login__send')
  expect(text(utils, '.auth-login__message')).toBe('请输入手机号')
  await type(utils, '.auth-login__phone', '12012345678')
  click(utils, '.auth-login__send')
  expect(text(utils, '.auth-login__message')).toBe('请输入正确的手机号（11位，以1开头，第二位为3-9）')
  expect(openPage).not.toHaveBeenCalled()
})

test('a valid phone opens the slider page; ?captcha=tx opens the other variant', async () => {
  const utils = await render(LoginPage)
  await type(utils, '.auth-login__phone', '13800138000')
  click(utils, '.auth-login__send')
  expect(openPage).toHaveBeenCalledWith('/pages/switch/index')
  utils.unmout()
  mockParams.captcha = 'tx'
  const tx = await render(LoginPage)
  await type(tx, '.auth-login__phone', '13800138000')
  click(tx, '.auth-login__send')
  expect(openPage).toHaveBeenLastCalledWith('/pages/switch/indexTX')
})

test('back from a passed slider: SMS sent with the captcha token, then a 60 s countdown', async () => {
  const utils = await render(LoginPage)
  await type(utils, '.auth-login__phone', '13800138000')
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] })
  try {
    setCaptchaPass('cap-token')
    await showAgain(utils)
    expect(sendSmsCode).toHaveBeenCalledWith('13800138000', 'cap-token')
    expect(text(utils, '.auth-login__send')).toBe('60s后重新获取')
    utils.act(() => {
      jest.advanceTimersByTime(1000)
    })
    expect(text(utils, '.auth-login__send')).toBe('59s后重新获取')
    // Pressing it during the countdown does nothing.
    click(utils, '.auth-login__send')
    expect(openPage).not.toHaveBeenCalled()
    utils.act(() => {
      jest.advanceTimersByTime(59_000)
    })
    expect(text(utils, '.auth-login__send')).toBe('获取验证码')
    // The captcha token is single use: showing again sends nothing more.
    await showAgain(utils)
    expect(sendSmsCode).toHaveBeenCalledTimes(1)
  } finally {
    jest.useRealTimers()
  }
})

test('login checks the code, then returns to the page that asked', async () => {
  mockParams.redirect = encodeURIComponent('/package-mall/pages/cart/index?id=5')
  const utils = await render(LoginPage)
  await type(utils, '.auth-login__phone', '13800138000')
  click(utils, '.auth-login__submit')
  expect(text(utils, '.auth-login__message')).toBe('请输入验证码')
  expect(loginWithSmsCode).not.toHaveBeenCalled()
  await type(utils, '.auth-login__code', '123456')
  await utils.act(async () => {
    utils.fireEvent.click(utils.queries.querySelector('.auth-login__submit')!)
    await Promise.resolve()
  })
  expect(loginWithSmsCode).toHaveBeenCalledWith('13800138000', '123456')
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mall/pages/cart/index?id=5'), 50)
})

test('a tab page is returned to by switchTab; no redirect goes back; a foreign redirect is ignored', async () => {
  for (const [redirect, expectCall] of [
    ['/pages/mine/mine', () => expect(switchTab).toHaveBeenCalledWith('/pages/mine/mine')],
    [undefined, () => expect(goBack).toHaveBeenCalledTimes(1)],
    ['https://evil.example/x', () => expect(goBack).toHaveBeenCalledTimes(2)],
  ] as const) {
    if (redirect) mockParams.redirect = redirect
    else delete mockParams.redirect
    const utils = await render(LoginPage)
    await type(utils, '.auth-login__phone', '13800138000')
    await type(utils, '.auth-login__code', '123456')
    await utils.act(async () => {
      utils.fireEvent.click(utils.queries.querySelector('.auth-login__submit')!)
      await Promise.resolve()
    })
    await waitFor(expectCall, 50)
    utils.unmout()
  }
  expect(redirectTo).not.toHaveBeenCalled()
})

test('注册 App 账号 opens the brand App\'s registration; logging in here needs no account', async () => {
  const utils = await render(LoginPage)
  expect(text(utils, '.auth-login__brand-sub')).toContain('未注册的手机号将自动注册')
  expect(text(utils, '.auth-login__app')).toContain('App 账号')
  expect(utils.queries.querySelector('.auth-login__app-link')?.getAttribute('role')).toBe('link')
  click(utils, '.auth-login__app-link')
  expect(openPage).toHaveBeenCalledWith('/pages/migration/index-app')
})

test('the note names the versions agreed to by logging in, each document a link to its page', async () => {
  const utils = await render(LoginPage)
  await waitFor(() => expect(text(utils, '.auth-login__note')).toBe('登录即表示同意《用户协议》（v2025.2）和《隐私政策》（v2025.3）'))
  const links = utils.queries.querySelectorAll('.auth-login__link')
  utils.fireEvent.click(links[1])
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/agreement/agreement?kind=privacy')
  utils.fireEvent.click(links[0])
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/agreement/agreement?kind=user')
})
