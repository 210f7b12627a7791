import SwitchPage from '@/pages/switch/index'
import SwitchTxPage from '@/pages/switch/indexTX'
import { goBack } from '@/core/navigation'
import { getCaptcha, verifyCaptcha } from '@/features/auth/login-api'
import { takeCaptchaPass } from '@/core/session/captcha-pass'
import { FAIL_SHOW_MS } from '@/features/auth/captcha/captcha-panel'
import { PASS_SHOW_MS } from '@/features/auth/captcha/finish'
import { render } from '../../../support/render'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/auth/login-api', () => ({
  getCaptcha: jest.fn(),
  verifyCaptcha: jest.fn(),
  sendSmsCode: jest.fn(),
  loginWithSmsCode: jest.fn(),
}))

const CAPTCHA = {
  captchaId: 'c1',
  backgroundUrl: 'http://127.0.0.1:9527/static/img/captcha/c1.svg',
  pieceUrl: 'http://127.0.0.1:9527/static/img/captcha-piece/c1.svg',
  width: 300,
  height: 150,
  pieceSize: 40,
  pieceY: 50,
  targetX: 180,
  tolerance: 4,
  expiresIn: 120,
}

type Utils = Awaited<ReturnType<typeof render>>

function touch(el: Element, type: string, clientX: number) {
  const event = new Event(type, { bubbles: true })
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientX }] })
  el.dispatchEvent(event)
}

/** Lets real time pass (inside act) until `check` holds; fails after ~3 s. */
async function until(utils: Utils, check: () => boolean) {
  for (let i = 0; i < 300; i += 1) {
    if (check()) return
    await utils.act(async () => {
      await new Promise((r) => setTimeout(r, 10))
    })
  }
  throw new Error('condition not reached')
}

const calls = (fn: unknown) => (fn as jest.Mock).mock.calls.length

/**
 * Runs `body` on fake timers so a pause such as FAIL_SHOW_MS is stepped, not waited: a loaded
 * CI machine can pass 700 ms of real time inside one poll of `until`.
 */
async function withFakeTimers(body: () => Promise<void>) {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] })
  try {
    await body()
  } finally {
    jest.useRealTimers()
  }
}

/** Lifts the finger and lets the verify answer (a resolved mock) render. */
async function release(utils: Utils) {
  await utils.act(async () => {
    touch(handle(utils), 'touchend', 0)
    for (let i = 0; i < 5; i += 1) await Promise.resolve()
  })
}

async function open(page: typeof SwitchPage) {
  const utils = await render(page)
  await until(utils, () => !!utils.queries.querySelector('#captcha-piece') || utils.html().includes('验证码加载失败'))
  if (!utils.queries.querySelector('#captcha-piece')) return utils
  // A loaded machine may still be wiring the view's events (see beforeAll): nudge the handle
  // until the piece follows, then put it back. No finger is lifted, so nothing is verified.
  await until(utils, () => {
    utils.act(() => {
      touch(handle(utils), 'touchstart', 0)
      touch(handle(utils), 'touchmove', 1)
    })
    return piece(utils).style.left === '1px'
  })
  utils.act(() => touch(handle(utils), 'touchmove', 0))
  return utils
}

const handle = (utils: Utils) => utils.queries.querySelector('#captcha-handle')!
const piece = (utils: Utils) => utils.queries.querySelector('#captcha-piece') as HTMLElement

// On a cold jest cache the very first touches sent to a freshly mounted Taro view are lost
// (the H5 runtime finishes wiring events after the first render); one throw-away drag on a
// first mount makes every test below independent of cache state and order.
beforeAll(async () => {
  ;(getCaptcha as jest.Mock).mockResolvedValue(CAPTCHA)
  const utils = await open(SwitchPage)
  await utils.act(async () => {
    touch(handle(utils), 'touchstart', 10)
    touch(handle(utils), 'touchmove', 11)
    await new Promise((r) => setTimeout(r, 50))
  })
  utils.unmout()
})

beforeEach(() => {
  jest.clearAllMocks()
  takeCaptchaPass()
  ;(getCaptcha as jest.Mock).mockResolvedValue(CAPTCHA)
})

test('dragging the handle by touch moves the piece and verifies the offset; a pass goes back with the token', async () => {
  ;(verifyCaptcha as jest.Mock).mockResolvedValue({ passed: true, captchaToken: 'tok-1', remainingAttempts: 4 })
  const utils = await open(SwitchPage)
  expect(getCaptcha).toHaveBeenCalledTimes(1)
  utils.act(() => {
    touch(handle(utils), 'touchstart', 10)
    touch(handle(utils), 'touchmove', 100)
    touch(handle(utils), 'touchmove', 190)
  })
  expect(piece(utils).style.left).toBe('180px')
  expect(handle(utils).getAttribute('aria-valuenow')).toBe('180')
  // 验证通过 stays readable for PASS_SHOW_MS before the page closes (fake timers: see below).
  await withFakeTimers(async () => {
    await release(utils)
    expect(verifyCaptcha).toHaveBeenCalledWith('c1', 180)
    expect(utils.html()).toContain('验证通过')
    utils.act(() => jest.advanceTimersByTime(PASS_SHOW_MS - 1))
    expect(goBack).not.toHaveBeenCalled()
    utils.act(() => jest.advanceTimersByTime(1))
  })
  expect(goBack).toHaveBeenCalledTimes(1)
  expect(takeCaptchaPass()).toBe('tok-1')
})

test('the drag is clamped to the picture: at most width - pieceSize', async () => {
  ;(verifyCaptcha as jest.Mock).mockResolvedValue({ passed: false, captchaToken: null, remainingAttempts: 4 })
  const utils = await open(SwitchPage)
  utils.act(() => {
    touch(handle(utils), 'touchstart', 0)
    touch(handle(utils), 'touchmove', 999)
  })
  expect(piece(utils).style.left).toBe('260px')
  utils.act(() => {
    touch(handle(utils), 'touchmove', -50)
  })
  expect(piece(utils).style.left).toBe('0px')
})

test('a failed try shows 验证失败，请重试, then the piece slides back; no pass is handed on', async () => {
  ;(verifyCaptcha as jest.Mock).mockResolvedValue({ passed: false, captchaToken: null, remainingAttempts: 3 })
  const utils = await open(SwitchPage)
  utils.act(() => {
    touch(handle(utils), 'touchstart', 0)
    touch(handle(utils), 'touchmove', 120)
  })
  expect(piece(utils).style.left).toBe('120px')
  await withFakeTimers(async () => {
    await release(utils)
    expect(verifyCaptcha).toHaveBeenCalledWith('c1', 120)
    expect(utils.html()).toContain('验证失败，请重试')
    expect(piece(utils).style.left).toBe('120px')
    utils.act(() => jest.advanceTimersByTime(FAIL_SHOW_MS))
  })
  await until(utils, () => piece(utils).style.left === '0px')
  expect(utils.html()).not.toContain('验证失败，请重试')
  expect(goBack).not.toHaveBeenCalled()
  expect(takeCaptchaPass()).toBeNull()
  expect(getCaptcha).toHaveBeenCalledTimes(1)
})

test('no attempts left: a new captcha is loaded', async () => {
  ;(verifyCaptcha as jest.Mock).mockResolvedValue({ passed: false, captchaToken: null, remainingAttempts: 0 })
  const utils = await open(SwitchPage)
  utils.act(() => {
    touch(handle(utils), 'touchstart', 0)
    touch(handle(utils), 'touchmove', 50)
    touch(handle(utils), 'touchend', 0)
  })
  await until(utils, () => calls(getCaptcha) === 2)
})

test('a tap (no real drag) spends no attempt', async () => {
  const utils = await open(SwitchPage)
  utils.act(() => {
    touch(handle(utils), 'touchstart', 5)
    touch(handle(utils), 'touchend', 0)
  })
  await new Promise((r) => setTimeout(r, 50))
  expect(verifyCaptcha).not.toHaveBeenCalled()
})

test('mouse drag works too (H5 on a desktop), following the pointer outside the handle', async () => {
  ;(verifyCaptcha as jest.Mock).mockResolvedValue({ passed: true, captchaToken: 'tok-m', remainingAttempts: 4 })
  const utils = await open(SwitchPage)
  utils.act(() => {
    handle(utils).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: 20 }))
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 120 }))
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 170 }))
    window.dispatchEvent(new MouseEvent('mouseup', { clientX: 170 }))
  })
  await until(utils, () => calls(verifyCaptcha) === 1)
  expect(verifyCaptcha).toHaveBeenCalledWith('c1', 150)
})

test('the Tencent-style variant lets the piece itself be dragged', async () => {
  ;(verifyCaptcha as jest.Mock).mockResolvedValue({ passed: true, captchaToken: 'tok-tx', remainingAttempts: 4 })
  const utils = await open(SwitchTxPage)
  expect(utils.html()).toContain('拖动下方滑块完成拼图')
  utils.act(() => {
    touch(piece(utils), 'touchstart', 0)
    touch(piece(utils), 'touchmove', 178)
    touch(piece(utils), 'touchend', 0)
  })
  await until(utils, () => calls(verifyCaptcha) === 1)
  expect(verifyCaptcha).toHaveBeenCalledWith('c1', 178)
})

test('a captcha that cannot load shows a retry', async () => {
  ;(getCaptcha as jest.Mock).mockRejectedValueOnce(new Error('down'))
  const utils = await open(SwitchPage)
  expect(utils.html()).toContain('验证码加载失败')
  utils.fireEvent.click(utils.queries.querySelector('.captcha__retry')!)
  await until(utils, () => !!utils.queries.querySelector('#captcha-piece'))
  expect(getCaptcha).toHaveBeenCalledTimes(2)
})
