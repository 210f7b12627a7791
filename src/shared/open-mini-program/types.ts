import type { MiniProgramLink } from '@/core/navigation/mini-program-link'

export type { MiniProgramLink }

/** How an attempt to open another mini-program went. */
export interface Launch {
  /** WeChat opened it (mini-program), or the browser was sent to the URL Link (H5). */
  opened: boolean
  /** H5: the URL Link WeChat made, to copy when the browser does not follow it. */
  urlLink?: string
}

/** 'pages/a/b?x=1' -> ['pages/a/b', 'x=1']: the URL Link call takes the page and its query apart. */
export function splitPagePath(path: string): [string, string] {
  const at = path.indexOf('?')
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at + 1)]
}
