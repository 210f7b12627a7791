import OpenUrlLinkPage from '@/pages/openUrlLink/index'
import { goBack } from '@/core/navigation'
import { copyText } from '@/shared/clipboard'
import { openExternalUrl } from '@/shared/device'
import { launchMiniProgram } from '@/shared/open-mini-program'
import { click, renderInStore as render, text, texts, waitFor, type Utils } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/shared/open-mini-program', () => ({ launchMiniProgram: jest.fn() }))
jest.mock('@/shared/device', () => ({ openExternalUrl: jest.fn(() => true), getDevice: jest.fn() }))
jest.mock('@/shared/clipboard', () => ({ copyText: jest.fn(() => Promise.resolve(true)) }))
openMockPage('/pages/openUrlLink/index')
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const launch = launchMiniProgram as jest.Mock
const BUTTONS = '.mini-program__main, .mini-program__back'
const buttons = (u: Utils) => texts(u, BUTTONS)
const press = (u: Utils, label: string) => click(u, Array.from(u.queries.querySelectorAll(BUTTONS)).find((b) => b.textContent === label)!)

beforeEach(() => {
  jest.clearAllMocks()
  launch.mockReset()
  for (const key of Object.keys(mockParams)) delete mockParams[key]
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

test('opens at once with the app id and page; while WeChat asks it says 正在打开…', async () => {
  mockParams.appId = 'wx0000000000charge'
  mockParams.path = encodeURIComponent('pages/index/index?from=banner')
  launch.mockReturnValue(new Promise(() => {}))
  const u = await render(OpenUrlLinkPage)
  expect(text(u, '.mini-program__title')).toBe('正在打开…')
  expect(launch).toHaveBeenCalledWith({ appId: 'wx0000000000charge', path: 'pages/index/index?from=banner' })
  expect(buttons(u)).toEqual([])
})

test('a cancel offers 再次打开, which asks again, and the way back', async () => {
  mockParams.appId = 'wx0000000000charge'
  launch.mockResolvedValueOnce({ opened: false }).mockResolvedValueOnce({ opened: true })
  const u = await render(OpenUrlLinkPage)
  await waitFor(() => expect(text(u, '.mini-program__title')).toBe('你已取消打开小程序'))
  expect(buttons(u)).toEqual(['再次打开', '返回'])
  press(u, '再次打开')
  await waitFor(() => expect(text(u, '.mini-program__title')).toBe('已打开小程序'))
  expect(launch).toHaveBeenCalledTimes(2)
  press(u, '返回')
  expect(goBack).toHaveBeenCalled()
})

test('a failure is explained with its reason, and can be tried again', async () => {
  mockParams.appId = 'wx1234567890abcdef'
  launch.mockRejectedValueOnce(new Error('该小程序不在可打开的列表中'))
  const u = await render(OpenUrlLinkPage)
  await waitFor(() => expect(text(u, '.mini-program__title')).toBe('小程序打开失败'))
  expect(text(u, '.mini-program__text')).toBe('该小程序不在可打开的列表中')
  expect(buttons(u)).toEqual(['再次打开', '返回'])
  launch.mockResolvedValueOnce({ opened: true })
  press(u, '再次打开')
  await waitFor(() => expect(text(u, '.mini-program__title')).toBe('已打开小程序'))
  expect(launch).toHaveBeenCalledTimes(2)
})

test('H5: the URL Link it was sent to is shown with 复制链接 in case the browser stays', async () => {
  mockParams.appId = 'wx0000000000charge'
  launch.mockResolvedValue({ opened: false, urlLink: 'https://wxaurl.cn/k3j9' })
  const u = await render(OpenUrlLinkPage)
  await waitFor(() => expect(text(u, '.mini-program__title')).toBe('浏览器未能打开微信'))
  expect(text(u, '.mini-program__link')).toBe('https://wxaurl.cn/k3j9')
  expect(text(u, '.mini-program__text')).toBe('如未自动打开，请复制下方链接，在微信中打开')
  press(u, '复制链接')
  expect(copyText).toHaveBeenCalledWith('https://wxaurl.cn/k3j9')
})

test('?urlLink= on wxaurl.cn is opened as it is; any other address is refused and never opened', async () => {
  mockParams.urlLink = encodeURIComponent('https://wxaurl.cn/k3j9')
  const u = await render(OpenUrlLinkPage)
  await waitFor(() => expect(text(u, '.mini-program__title')).toBe('正在前往微信…'))
  expect(openExternalUrl).toHaveBeenCalledWith('https://wxaurl.cn/k3j9')
  expect(launch).not.toHaveBeenCalled()
  u.unmout()
  mockParams.urlLink = encodeURIComponent('https://evil.example/phish')
  const refused = await render(OpenUrlLinkPage)
  expect(text(refused, '.page-shell__state-text')).toContain('已拒绝打开')
  expect(openExternalUrl).toHaveBeenCalledTimes(1)
})

test('no argument: a developer-level console error and a user-level page with the way back', async () => {
  const u = await render(OpenUrlLinkPage)
  expect(text(u, '.page-shell__state-text')).toBe('链接参数缺失，无法打开小程序')
  expect(String((console.error as jest.Mock).mock.calls[0]?.[0])).toContain('url argument is missing')
  click(u, '.page-shell__retry')
  expect(goBack).toHaveBeenCalled()
  expect(launch).not.toHaveBeenCalled()
})
