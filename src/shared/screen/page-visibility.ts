import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'

/*
 * The page's own show and hide, for the few screens that act on them beyond their data (the
 * data cache reads stale data again on show by itself): resuming a step after a sub-page,
 * pausing work while another page covers this one.
 */

/** Runs `onShow` each time the page shows, the first time included. */
export function usePageShow(onShow: () => void): void {
  useDidShow(onShow)
}

/** Whether the page is on screen: pages under the one on top stay mounted but are not. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true)
  useDidShow(() => setVisible(true))
  useDidHide(() => setVisible(false))
  return visible
}
