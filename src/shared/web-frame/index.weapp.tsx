import { WebView } from '@tarojs/components'
import type { WebFrameProps } from './index'

/** Mini-program: the native web-view (it always fills the page). */
export function WebFrame({ src }: WebFrameProps) {
  return <WebView src={src} />
}
