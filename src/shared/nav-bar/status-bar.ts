/**
 * Height of the status bar the custom navigation bar starts below: none in H5. The mini-program
 * build takes status-bar.weapp.ts, so H5 carries no call to Taro's device detection.
 */
export function statusBarHeight(): number {
  return 0
}
