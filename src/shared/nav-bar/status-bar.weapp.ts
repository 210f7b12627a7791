import Taro from '@tarojs/taro'

/** Mini-program: the system status bar's height (20 where WeChat cannot tell). */
export function statusBarHeight(): number {
  try {
    return Taro.getWindowInfo().statusBarHeight ?? 20
  } catch {
    return 20
  }
}
