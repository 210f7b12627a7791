import Taro from '@tarojs/taro'
import { goBack, redirectTo } from '@/core/navigation'
import { paths, routePath } from '@/routes'

/**
 * After a report: back to the list when the form was opened from it (it refreshes when shown),
 * else the list in place of the form, so the stack never holds two lists.
 */
export async function backToList(): Promise<void> {
  const pages = Taro.getCurrentPages()
  const previous = pages[pages.length - 2] as { route?: string } | undefined
  const list = paths.chargingList().slice(1)
  if (previous?.route && routePath(previous.route) === list) await goBack()
  else await redirectTo(paths.chargingList())
}
