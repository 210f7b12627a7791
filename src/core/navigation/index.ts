import Taro from '@tarojs/taro'
import { ENTRY_PATH, findRoute, routePath } from '@/routes'

export type NavigationKind = 'open' | 'redirect' | 'relaunch' | 'tab'
export type NavigationErrorCode = 'missing-url' | 'not-found' | 'tab-by-open' | 'not-tab' | 'locked'

/** Developer-level failure: a bug in the calling code, not something to show a user. */
export class NavigationError extends Error {
  constructor(
    readonly code: NavigationErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'NavigationError'
  }
}

const CALLS: Record<NavigationKind, (url: string) => Promise<unknown>> = {
  open: (url) => Taro.navigateTo({ url }),
  redirect: (url) => Taro.redirectTo({ url }),
  relaunch: (url) => Taro.reLaunch({ url }),
  // switchTab takes no query string.
  tab: (url) => Taro.switchTab({ url: url.split('?')[0] }),
}

/** Targets whose navigation has started and not settled yet. */
const inFlight = new Set<string>()

function refuse(code: NavigationErrorCode, message: string): never {
  console.error(`[navigation] ${message}`)
  throw new NavigationError(code, message)
}

/** One checked entry point for every kind of navigation of spec §2. */
export async function navigate(kind: NavigationKind, url: string): Promise<void> {
  if (!url) refuse('missing-url', `${kind}: the url argument is missing`)
  const route = findRoute(url)
  if (!route) refuse('not-found', `${kind}: page "${routePath(url)}" is not in src/routes.ts`)
  if (route.tab && (kind === 'open' || kind === 'redirect')) {
    refuse('tab-by-open', `${kind}: "${route.path}" is a tab page; use switchTab`)
  }
  if (!route.tab && kind === 'tab') refuse('not-tab', `tab: "${route.path}" is not a tab page`)
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
  const target = `/${route.path}${query}`
  if (inFlight.has(target)) refuse('locked', `${kind}: navigation to "${target}" is locked while the previous one is in flight`)
  inFlight.add(target)
  try {
    await CALLS[kind](target)
  } finally {
    inFlight.delete(target)
  }
}

export const openPage = (url: string) => navigate('open', url)
export const redirectTo = (url: string) => navigate('redirect', url)
export const relaunch = (url: string) => navigate('relaunch', url)
export const switchTab = (url: string) => navigate('tab', url)

/** Back; from the first page of the stack it leads to the entry page '/' (spec §2). */
export async function goBack(delta = 1): Promise<void> {
  if (Taro.getCurrentPages().length > delta) {
    await Taro.navigateBack({ delta })
    return
  }
  await navigate('relaunch', `/${ENTRY_PATH}`)
}

/**
 * Back to the page under this one, e.g. when a form is done; on a page opened first (from a share
 * or a message, nothing under it) `fallback` takes its place, so the finished page is not kept.
 */
export async function goBackOr(fallback: string): Promise<void> {
  if (Taro.getCurrentPages().length > 1) await goBack()
  else await redirectTo(fallback)
}

/**
 * Back to `url`'s page when it is the page under this one (it refreshes itself when shown), else
 * `url` in place of this one: after a form is sent, the stack never holds that page twice.
 */
export async function goBackTo(url: string): Promise<void> {
  const pages = Taro.getCurrentPages()
  const previous = pages[pages.length - 2] as { route?: string } | undefined
  if (previous?.route && routePath(previous.route) === routePath(url)) await goBack()
  else await redirectTo(url)
}

export { currentUrl } from './current-url'
export { linkId, parseQuery, queryId, queryText, sceneQuery } from './query'
