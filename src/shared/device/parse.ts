/** Where the app runs, as far as a download or a link cares. */
export interface Device {
  platform: 'ios' | 'android' | 'desktop'
  /** Inside WeChat's own browser (H5 only): it opens no store link and no download. */
  inWeChatBrowser: boolean
  /** Whether the app can send the user to an outside address (a store, a URL Link): H5 yes, the mini-program no. */
  opensLinks: boolean
}

/**
 * The platform of a browser from its user agent. iPadOS Safari says "Macintosh" and is taken as
 * desktop (it shows the QR code and both links, which still work there).
 */
export function parseUserAgent(ua: string): Device {
  const platform = /iPhone|iPad|iPod/i.test(ua) ? 'ios' : /Android/i.test(ua) ? 'android' : 'desktop'
  return { platform, inWeChatBrowser: /MicroMessenger/i.test(ua), opensLinks: true }
}
