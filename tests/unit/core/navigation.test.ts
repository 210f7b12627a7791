import Taro from '@tarojs/taro'
import { loginPageUrl } from '@/core/session/login-url'
import { openLink } from '@/core/navigation/open-link'
import { parseMiniProgramLink } from '@/core/navigation/mini-program-link'
import { openMiniProgram as weappOpenMiniProgram } from '@/core/navigation/open-mini-program.weapp'
import { currentUrl, goBack, goBackOr, goBackTo, linkId, queryId, queryText, sceneQuery, navigate, NavigationError, openPage, redirectTo, relaunch, switchTab } from '@/core/navigation'

// Spies for the Taro calls the navigation module makes; the rest of Taro stays real.
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../support/taro-page').taroPageMock({
    navigateTo: jest.fn(),
    redirectTo: jest.fn(),
    reLaunch: jest.fn(),
    switchTab: jest.fn(),
    navigateBack: jest.fn(),
    navigateToMiniProgram: jest.fn(),
    showToast: jest.fn(),
    getCurrentPages: jest.fn(),
  }),
)

const taro = Taro as unknown as Record<string, jest.Mock>
const SPIES = ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack', 'navigateToMiniProgram', 'showToast', 'getCurrentPages']

beforeEach(() => {
  for (const name of SPIES) taro[name].mockReset()
  for (const name of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack', 'navigateToMiniProgram', 'showToast']) taro[name].mockResolvedValue({})
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(NavigationError)
  return error as NavigationError
}

test('open, redirect and relaunch call Taro with the leading-slash path and the query', async () => {
  await openPage('package-car/pages/test-drive/index?carId=3')
  expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/package-car/pages/test-drive/index?carId=3' })
  await redirectTo('/package-mall/pages/cart/index')
  expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/package-mall/pages/cart/index' })
  await relaunch('/')
  expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/book-browse/book-browse' })
})

test('tab switch drops the query, which switchTab does not accept', async () => {
  await switchTab('/pages/mine/mine?from=sign-in')
  expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/mine/mine' })
})

test('a page missing from the route table is refused', async () => {
  const error = await refusal(openPage('/pages/nowhere/index'))
  expect(error.code).toBe('not-found')
  expect(error.message).toContain('pages/nowhere/index')
  expect(taro.navigateTo).not.toHaveBeenCalled()
})

test('a missing url is refused', async () => {
  expect((await refusal(navigate('open', ''))).code).toBe('missing-url')
})

test.each([
  ['open', openPage],
  ['redirect', redirectTo],
] as const)('a tab page cannot be opened by %s', async (_kind, call) => {
  const error = await refusal(call('/pages/car/car'))
  expect(error.code).toBe('tab-by-open')
  expect(taro.navigateTo).not.toHaveBeenCalled()
  expect(taro.redirectTo).not.toHaveBeenCalled()
})

test('a non-tab page cannot be opened by tab switch', async () => {
  const error = await refusal(switchTab('/package-mall/pages/cart/index'))
  expect(error.code).toBe('not-tab')
  expect(taro.switchTab).not.toHaveBeenCalled()
})

test('a second navigation to the same target is locked while the first is in flight', async () => {
  let finish: () => void = () => undefined
  taro.navigateTo.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
  const first = openPage('/package-mall/pages/cart/index')
  const error = await refusal(openPage('/package-mall/pages/cart/index'))
  expect(error.code).toBe('locked')
  expect(taro.navigateTo).toHaveBeenCalledTimes(1)
  // Another target is not locked by it.
  await openPage('/package-mall/pages/coupons/index')
  finish()
  await first
  // Once settled, the same target may be opened again.
  await openPage('/package-mall/pages/cart/index')
  expect(taro.navigateTo).toHaveBeenCalledTimes(3)
})

test('the lock is released when the navigation fails', async () => {
  taro.navigateTo.mockRejectedValueOnce(new Error('navigateTo:fail'))
  await expect(openPage('/package-mall/pages/cart/index')).rejects.toThrow('navigateTo:fail')
  await openPage('/package-mall/pages/cart/index')
  expect(taro.navigateTo).toHaveBeenCalledTimes(2)
})

test('back goes back within the stack', async () => {
  taro.getCurrentPages.mockReturnValue([{}, {}])
  await goBack()
  expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
})

test('back from the first page leads to the entry page /', async () => {
  taro.getCurrentPages.mockReturnValue([{}])
  await goBack()
  expect(taro.navigateBack).not.toHaveBeenCalled()
  expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/book-browse/book-browse' })
})

test('goBackOr goes back within the stack, and the fallback is left alone', async () => {
  taro.getCurrentPages.mockReturnValue([{}, {}])
  await goBackOr('/package-car/pages/other-car/index')
  expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  expect(taro.redirectTo).not.toHaveBeenCalled()
  expect(taro.reLaunch).not.toHaveBeenCalled()
})

test('goBackOr on the first page of the stack puts the fallback in its place', async () => {
  taro.getCurrentPages.mockReturnValue([{}])
  await goBackOr('/package-car/pages/other-car/index?from=share')
  expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/package-car/pages/other-car/index?from=share' })
  expect(taro.navigateBack).not.toHaveBeenCalled()
  expect(taro.navigateTo).not.toHaveBeenCalled()
})

test('goBackTo goes back when the page under this one is the target', async () => {
  taro.getCurrentPages.mockReturnValue([{ route: 'pages/chargingStation/list' }, { route: 'pages/chargingStation/repairReport' }])
  await goBackTo('/pages/chargingStation/list')
  expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  expect(taro.redirectTo).not.toHaveBeenCalled()
})

test('goBackTo puts the target in place of this page when another page, or none, is under it', async () => {
  for (const stack of [[{ route: 'pages/mine/mine' }, {}], [{}]]) {
    taro.redirectTo.mockClear()
    taro.getCurrentPages.mockReturnValue(stack)
    await goBackTo('/pages/chargingStation/list')
    expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/chargingStation/list' })
  }
  expect(taro.navigateBack).not.toHaveBeenCalled()
})

test('currentUrl keeps the page query and drops Taro\'s own stamp parameters', () => {
  window.history.replaceState(null, '', '/pages/mine/mine?stamp=AA&$taroTimestamp=1&from=sign%20in')
  expect(currentUrl()).toBe('/pages/mine/mine?from=sign%20in')
})

test('the URL a login redirect returns to never carries a token', () => {
  window.history.replaceState(null, '', '/package-mall/pages/goods-detail/index?token=s3cr3t&id=1002&access_token=s3cr3t')
  const login = loginPageUrl(currentUrl())
  expect(login).toBe('/pages/login/index?redirect=%2Fpackage-mall%2Fpages%2Fgoods-detail%2Findex%3Fid%3D1002')
  expect(decodeURIComponent(login)).not.toContain('s3cr3t')
})

test('queryId reads a positive whole number from a page query, and nothing else', () => {
  expect(queryId('12')).toBe(12)
  expect(queryId('007')).toBe(7)
  // Only digits: Number() would read these as ids.
  for (const raw of [undefined, '', '0', '00', '-3', '1.5', '12.0', 'abc', ' ', ' 12', '+5', '1e3', '0x1A', '1e3x']) expect([raw, queryId(raw)]).toEqual([raw, undefined])
  // Too long for an exact number: a link's over-long id names nothing, never a rounded other id.
  expect(queryId('9007199254740991')).toBe(9007199254740991)
  for (const raw of ['9007199254740993', '1'.repeat(40)]) expect([raw, queryId(raw)]).toEqual([raw, undefined])
})

test('linkId: a link names its id, or none (the page default); named badly it is a bad link, never the default in its place', () => {
  expect(linkId('1601')).toEqual({ id: 1601, bad: false })
  expect(linkId(undefined)).toEqual({ id: undefined, bad: false })
  for (const raw of ['abc!!', '-1', '', '0', '1.5', '1'.repeat(40)]) expect([raw, linkId(raw)]).toEqual([raw, { id: undefined, bad: true }])
})

describe('openLink', () => {
  test('a tab page opens by tab switch, another page by open', async () => {
    await expect(openLink('/pages/mine/mine?from=banner')).resolves.toBe(true)
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/mine/mine' })
    await expect(openLink('/package-mine/pages/sign-in/sign-in')).resolves.toBe(true)
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/package-mine/pages/sign-in/sign-in' })
  })

  test('an https address opens in the web view page with its title', async () => {
    await expect(openLink('https://h5.ev-brand.cn/a', '指南')).resolves.toBe(true)
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/webview-h5/webview-h5?url=https%3A%2F%2Fh5.ev-brand.cn%2Fa&title=%E6%8C%87%E5%8D%97' })
  })

  test('a page this build does not have is left alone, and a failed navigation resolves false', async () => {
    await expect(openLink('/not/a/page')).resolves.toBe(false)
    expect(taro.navigateTo).not.toHaveBeenCalled()
    taro.navigateTo.mockRejectedValueOnce(new Error('boom'))
    await expect(openLink('/package-mine/pages/sign-in/sign-in')).resolves.toBe(false)
  })

  test('a mini-program link in H5 opens the 打开小程序 page with its app id and page (it asks for a URL Link)', async () => {
    await expect(openLink('miniprogram://wx1234567890abcdef/pages/index/index?from=banner')).resolves.toBe(true)
    expect(taro.navigateTo).toHaveBeenCalledWith({
      url: `/pages/openUrlLink/index?appId=wx1234567890abcdef&path=${encodeURIComponent('pages/index/index?from=banner')}`,
    })
    await openLink('miniprogram://wx0000000000charge')
    expect(taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/openUrlLink/index?appId=wx0000000000charge' })
    expect(taro.navigateToMiniProgram).not.toHaveBeenCalled()
    expect(taro.showToast).not.toHaveBeenCalled()
  })
})

describe('mini-program links', () => {
  test('miniprogram://<appId>/<path> gives the app id and the page with its query', () => {
    expect(parseMiniProgramLink('miniprogram://wx1234567890abcdef/pages/index/index?from=banner')).toEqual({
      appId: 'wx1234567890abcdef',
      path: 'pages/index/index?from=banner',
    })
    expect(parseMiniProgramLink('miniprogram://wx0000000000charge')).toEqual({ appId: 'wx0000000000charge', path: '' })
    expect(parseMiniProgramLink('miniprogram://wx0000000000charge/')).toEqual({ appId: 'wx0000000000charge', path: '' })
    for (const url of ['/pages/mine/mine', 'https://h5.ev-brand.cn/a', 'miniprogram://', 'miniprogram:///pages/a']) {
      expect([url, parseMiniProgramLink(url)]).toEqual([url, undefined])
    }
  })

  test('the mini-program build asks WeChat to open it, with the path when there is one', async () => {
    await expect(weappOpenMiniProgram({ appId: 'wx1', path: 'pages/index/index?from=banner' })).resolves.toBe(true)
    expect(taro.navigateToMiniProgram).toHaveBeenCalledWith({ appId: 'wx1', path: 'pages/index/index?from=banner' })
    await weappOpenMiniProgram({ appId: 'wx2', path: '' })
    expect(taro.navigateToMiniProgram).toHaveBeenLastCalledWith({ appId: 'wx2' })
    expect(taro.showToast).not.toHaveBeenCalled()
  })

  test('in the mini-program a declined jump is no error; another failure is', async () => {
    taro.navigateToMiniProgram.mockRejectedValueOnce({ errMsg: 'navigateToMiniProgram:fail cancel' })
    await expect(weappOpenMiniProgram({ appId: 'wx1', path: '' })).resolves.toBe(false)
    taro.navigateToMiniProgram.mockRejectedValueOnce({ errMsg: 'navigateToMiniProgram:fail invalid appid' })
    await expect(weappOpenMiniProgram({ appId: 'wx1', path: '' })).rejects.toEqual({ errMsg: 'navigateToMiniProgram:fail invalid appid' })
  })
})

test('sceneQuery reads the query a mini-program code carries (URL-encoded), and {} when it cannot', () => {
  expect(sceneQuery(encodeURIComponent('authorId=7'))).toEqual({ authorId: '7' })
  expect(sceneQuery('a%3D1%26b%3D2')).toEqual({ a: '1', b: '2' })
  expect(sceneQuery('%E0%A4%A')).toEqual({})
  expect(sceneQuery(undefined)).toEqual({})
})

test('queryText decodes a query value once; a malformed one stays as it is, an absent one is empty', () => {
  expect(queryText(encodeURIComponent('https://h5.ev-brand.cn/a?b=1'))).toBe('https://h5.ev-brand.cn/a?b=1')
  expect(queryText('%E4%B')).toBe('%E4%B')
  expect(queryText(undefined)).toBe('')
})
