import Taro from '@tarojs/taro'
import type { Device } from './parse'

export type { Device } from './parse'

/** Mini-program: the phone's system from WeChat (getDeviceInfo, or the older getSystemInfoSync); never WeChat's browser. */
export function getDevice(): Device {
  let system = ''
  try {
    system = (typeof Taro.getDeviceInfo === 'function' ? Taro.getDeviceInfo() : Taro.getSystemInfoSync()).platform ?? ''
  } catch {
    // No answer: taken as a desktop (devtools, PC WeChat), which the page handles like any other.
  }
  const platform = system === 'ios' ? 'ios' : system === 'android' ? 'android' : 'desktop'
  return { platform, inWeChatBrowser: false, opensLinks: false }
}

/** The mini-program cannot open an outside address: the caller offers to copy it instead. */
export function openExternalUrl(_url: string): boolean {
  return false
}
