import Taro from '@tarojs/taro'

/** Mini-program: WeChat's call sheet; the user's cancel is no error. */
export function callPhone(phone: string): void {
  Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
}
