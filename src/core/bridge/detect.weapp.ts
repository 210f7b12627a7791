import type { NativeBridge } from './types'

/** Mini-program: WeChat, never the brand app's web view. */
export function detectNativeBridge(): NativeBridge | null {
  return null
}
