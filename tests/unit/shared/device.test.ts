import Taro from '@tarojs/taro'
import { getDevice } from '@/shared/device'
import { getDevice as miniProgramDevice, openExternalUrl as miniProgramOpen } from '@/shared/device/index.weapp'
import { parseUserAgent } from '@/shared/device/parse'

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  wechatIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160083 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/5G Language/zh_CN ABI/arm64',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
}

afterEach(() => jest.restoreAllMocks())

test('parseUserAgent: iOS, Android and desktop, and whether it is WeChat\'s browser', () => {
  expect(parseUserAgent(UA.iphoneSafari)).toEqual({ platform: 'ios', inWeChatBrowser: false, opensLinks: true })
  expect(parseUserAgent(UA.androidChrome)).toEqual({ platform: 'android', inWeChatBrowser: false, opensLinks: true })
  expect(parseUserAgent(UA.wechatIos)).toEqual({ platform: 'ios', inWeChatBrowser: true, opensLinks: true })
  expect(parseUserAgent(UA.wechatAndroid)).toEqual({ platform: 'android', inWeChatBrowser: true, opensLinks: true })
  expect(parseUserAgent(UA.desktopChrome)).toEqual({ platform: 'desktop', inWeChatBrowser: false, opensLinks: true })
  expect(parseUserAgent('')).toEqual({ platform: 'desktop', inWeChatBrowser: false, opensLinks: true })
})

test('H5 reads the browser\'s own user agent', () => {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.wechatAndroid)
  expect(getDevice()).toEqual({ platform: 'android', inWeChatBrowser: true, opensLinks: true })
})

test('mini-program: the system from getDeviceInfo (or getSystemInfoSync), never WeChat\'s browser, and no outside link', () => {
  const info = jest.spyOn(Taro, 'getDeviceInfo').mockReturnValue({ platform: 'ios' } as never)
  expect(miniProgramDevice()).toEqual({ platform: 'ios', inWeChatBrowser: false, opensLinks: false })
  info.mockReturnValue({ platform: 'android' } as never)
  expect(miniProgramDevice().platform).toBe('android')
  info.mockReturnValue({ platform: 'windows' } as never)
  expect(miniProgramDevice().platform).toBe('desktop')
  info.mockImplementation(() => {
    throw new Error('getDeviceInfo:fail')
  })
  const system = jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ platform: 'android' } as never)
  expect(miniProgramDevice().platform).toBe('android')
  system.mockImplementation(() => {
    throw new Error('getSystemInfoSync:fail')
  })
  expect(miniProgramDevice().platform).toBe('desktop')
  expect(miniProgramOpen('https://apps.apple.com/cn/app/id1')).toBe(false)
})
