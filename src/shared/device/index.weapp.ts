import Taro from '@tarojs/taro'
import type { Device } from './parse'

export type { Device } from './parse'

function ask(read: () => string | undefined): string | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

/** Mini-program: the phone's system from WeChat (getDeviceInfo, or the older getSystemInfoSync); never WeChat's browser. */
export function getDevice(): Device {
  // Base libraries before 2.20.1 have no getDeviceInfo; no answer at all is taken as a desktop.
  const system = ask(() => Taro.getDeviceInfo().platform) ?? ask(() => Taro.getSystemInfoSync().platform) ?? ''
  const platform = system === 'ios' ? 'ios' : system === 'android' ? 'android' : 'desktop'
  return { platform, inWeChatBrowser: false, opensLinks: false }
}

/** The mini-program cannot open an outside address: the caller offers to copy it instead. */
export function openExternalUrl(_url: string): boolean {
  return false
}
