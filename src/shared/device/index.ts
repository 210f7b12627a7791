import { parseUserAgent, type Device } from './parse'

export type { Device } from './parse'

/** H5: the platform from the browser's user agent (the mini-program build takes index.weapp.ts). */
export function getDevice(): Device {
  return parseUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent)
}

/**
 * Sends the browser to an outside address (a store page, a WeChat URL Link); false when the
 * browser refused. A function of its own so a test can see where the page went.
 */
export function openExternalUrl(url: string): boolean {
  try {
    window.location.assign(url)
    return true
  } catch {
    return false
  }
}
