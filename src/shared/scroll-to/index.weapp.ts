import Taro from '@tarojs/taro'

/** Mini-program: the page scrolls natively, by selector. */
export function scrollToId(id: string): void {
  Taro.pageScrollTo({ selector: `#${id}`, duration: 300 }).catch(() => undefined)
}
