import Taro from '@tarojs/taro'

/** Mini-program: WeChat's own image viewer, nothing to load. */
export function previewImage(urls: string[], current: string): void {
  Taro.previewImage({ urls, current }).catch(() => undefined)
}
