import DownloadPage from '@/pages/busin-download/busin-download'
import { fetchFrontConfig } from '@/core/tenant'
import { copyText } from '@/shared/clipboard'
import { getDevice, openExternalUrl } from '@/shared/device'
import { downloadPlan } from '@/features/app-download/plan'
import { click, renderInStore as render, text, texts, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/core/tenant', () => ({ ...jest.requireActual('@/core/tenant'), fetchFrontConfig: jest.fn() }))
jest.mock('@/shared/device', () => ({ getDevice: jest.fn(), openExternalUrl: jest.fn(() => true) }))
jest.mock('@/shared/clipboard', () => ({ copyText: jest.fn(() => Promise.resolve(true)) }))
jest.mock('@/shared/qr-code', () => ({ QrCode: ({ code, alt }: { code: { text: string }; alt: string }) => <div className='qr-stub' data-text={code.text} aria-label={alt} /> }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const APP = {
  appName: '测试汽车',
  iosUrl: 'https://apps.apple.com/cn/app/id9',
  androidUrl: 'https://dl.example.cn/app.apk',
  pageUrl: 'https://h5.example.cn/pages/busin-download/busin-download',
  version: '7.1.0',
  highlights: ['远程控车', '充电地图'],
}
const device = (platform: 'ios' | 'android' | 'desktop', more: { inWeChatBrowser?: boolean; opensLinks?: boolean } = {}) =>
  (getDevice as jest.Mock).mockReturnValue({ platform, inWeChatBrowser: false, opensLinks: true, ...more })

async function open(): Promise<Utils> {
  const u = await render(DownloadPage)
  await waitFor(() => expect(text(u, '.app-download__name')).toBe('测试汽车'))
  return u
}

beforeEach(() => {
  jest.clearAllMocks()
  openMockPage('/pages/busin-download/busin-download')
  ;(fetchFrontConfig as jest.Mock).mockResolvedValue({ appDownload: APP })
})

test('the plan: store per phone, the hint in WeChat\'s browser, the QR code on a desktop, a copy in the mini-program', () => {
  expect(downloadPlan({ platform: 'ios', inWeChatBrowser: false, opensLinks: true })).toBe('ios')
  expect(downloadPlan({ platform: 'android', inWeChatBrowser: false, opensLinks: true })).toBe('android')
  expect(downloadPlan({ platform: 'android', inWeChatBrowser: true, opensLinks: true })).toBe('wechat-browser')
  expect(downloadPlan({ platform: 'desktop', inWeChatBrowser: false, opensLinks: true })).toBe('desktop')
  expect(downloadPlan({ platform: 'ios', inWeChatBrowser: false, opensLinks: false })).toBe('copy')
})

test('name, version and highlights come from the config; an iPhone gets the App Store button', async () => {
  device('ios')
  const u = await open()
  expect(text(u, '.app-download__version')).toBe('版本 7.1.0')
  expect(texts(u, '.app-download__point')).toEqual(['远程控车', '充电地图'])
  expect(texts(u, '.app-download__store')).toEqual(['App Store 下载'])
  click(u, '.app-download__store')
  expect(openExternalUrl).toHaveBeenCalledWith('https://apps.apple.com/cn/app/id9')
})

test('an Android phone gets 安卓下载 with the config\'s link', async () => {
  device('android')
  const u = await open()
  expect(texts(u, '.app-download__store')).toEqual(['安卓下载'])
  click(u, '.app-download__store')
  expect(openExternalUrl).toHaveBeenCalledWith('https://dl.example.cn/app.apk')
})

test('inside WeChat\'s browser: the open-in-browser hint and no download button', async () => {
  device('ios', { inWeChatBrowser: true })
  const u = await open()
  expect(text(u, '.app-download__hint-text')).toBe('点击右上角 ··· 选择「在浏览器打开」')
  expect(texts(u, '.app-download__store')).toEqual([])
})

test('a desktop: the QR code of the page address and both store links', async () => {
  device('desktop')
  const u = await open()
  expect(u.queries.querySelector('.qr-stub')?.getAttribute('data-text')).toBe(APP.pageUrl)
  expect(texts(u, '.app-download__store')).toEqual(['App Store 下载', '安卓下载'])
  click(u, u.queries.querySelectorAll('.app-download__store')[1])
  expect(openExternalUrl).toHaveBeenCalledWith('https://dl.example.cn/app.apk')
})

test('the mini-program copies the link for its phone, with the hint, and opens nothing', async () => {
  device('android', { opensLinks: false })
  const u = await open()
  expect(texts(u, '.app-download__store')).toEqual(['复制下载链接'])
  click(u, '.app-download__store')
  expect(copyText).toHaveBeenCalledWith('https://dl.example.cn/app.apk')
  expect(openExternalUrl).not.toHaveBeenCalled()
  expect(text(u, '.app-download__hint-text')).toContain('复制后在手机浏览器中打开')
})

test('a config without the app says so', async () => {
  device('ios')
  ;(fetchFrontConfig as jest.Mock).mockResolvedValue({})
  const u = await render(DownloadPage)
  await waitFor(() => expect(text(u, '.page-shell__state-title')).toBe('暂无下载信息'))
})
