import Taro from '@tarojs/taro'

/** Mini-program: there is no DOM; ask the page's layout for the element's rect. */
export function measureWidth(selector: string, done: (width: number) => void): void {
  Taro.createSelectorQuery()
    .select(selector)
    .boundingClientRect((rect) => done((Array.isArray(rect) ? rect[0]?.width : rect?.width) ?? 0))
    .exec()
}
