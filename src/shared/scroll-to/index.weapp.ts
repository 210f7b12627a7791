import Taro from '@tarojs/taro'
import type { ScrollOptions } from './index'

/** Mini-program: the page scrolls natively, by selector; `instant` jumps (duration 0). */
export function scrollToId(id: string, { instant = false }: ScrollOptions = {}): void {
  Taro.pageScrollTo({ selector: `#${id}`, duration: instant ? 0 : 300 }).catch(() => undefined)
}
