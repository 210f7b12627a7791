import { detectNativeBridge } from './detect'
import type { NativeBridge } from './types'

export type { NativeBridge } from './types'
export { createFakeBridge, type FakeBridge } from './fake'

let bridge: NativeBridge | null | undefined

/** The native bridge when running in the app's web view, else null. Detected once. */
export function getNativeBridge(): NativeBridge | null {
  if (bridge === undefined) bridge = detectNativeBridge()
  return bridge
}

/** Replaces the bridge (tests); `undefined` makes the next call detect again. */
export function setNativeBridge(next: NativeBridge | null | undefined): void {
  bridge = next
}
