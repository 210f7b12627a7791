import Taro from '@tarojs/taro'

export function open(urls: string[], current: string): Promise<unknown> {
  return Taro.previewImage({ urls, current }).catch(() => undefined)
}
