/**
 * A link to another mini-program, as data spells it: `miniprogram://<appId>/<path>?<query>`
 * (`miniprogram://wx1234567890abcdef/pages/index/index?from=banner`). The spec names no format
 * (only the 打开小程序 page, spec §2), so this plain one is the app's own; without a path
 * WeChat opens the other mini-program's home page.
 */
export interface MiniProgramLink {
  appId: string
  /** Page path with its query, no leading slash; '' for the home page. */
  path: string
}

const LINK = /^miniprogram:\/\/([A-Za-z0-9_-]+)(?:\/(.*))?$/i

/** The app id and path of a mini-program link; undefined for any other URL. */
export function parseMiniProgramLink(url: string): MiniProgramLink | undefined {
  const match = LINK.exec(url.trim())
  if (!match) return undefined
  return { appId: match[1], path: (match[2] ?? '').replace(/^\/+/, '') }
}
