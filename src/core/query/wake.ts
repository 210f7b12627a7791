/*
 * H5: the app comes back (the tab shown again) or the network returns: reads a screen shows
 * that went stale meanwhile are read again. The mini-program variant listens to WeChat's
 * app show and network status instead.
 */
export function onWake(wake: () => void): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wake()
  })
  window.addEventListener('online', wake)
}
