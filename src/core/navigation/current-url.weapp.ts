import Taro from '@tarojs/taro'
import { entryPath, withQuery } from './query'

/** Mini-program build of currentUrl: the page on top of the stack, with its query. */
export function currentUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined
  if (!page?.route) return entryPath()
  return withQuery(`/${page.route.replace(/^\//, '')}`, page.options ?? {})
}
