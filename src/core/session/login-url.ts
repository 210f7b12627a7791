import { paths, ROUTES } from '@/routes'

export const LOGIN_PAGE = paths.login()

/** Login page URL that brings the user back to `redirect` afterwards. */
export const loginPageUrl = (redirect?: string): string => paths.login(redirect)

export function isLoginPage(url: string): boolean {
  return url.split('?')[0] === LOGIN_PAGE
}

function pathOf(url: string): string {
  return url.split('?')[0].replace(/^\//, '')
}

export function isTabPage(url: string): boolean {
  const path = pathOf(url)
  return ROUTES.some((r) => r.path === path && r.tab)
}

/**
 * A redirect target is used only when it is a page of this app: a crafted
 * `?redirect=https://evil` must not turn the login page into an open redirect.
 */
export function safeRedirect(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  let url = raw
  // The mini-program hands query values over still encoded; H5 decodes them. Decode once.
  if (!raw.startsWith('/')) {
    try {
      url = decodeURIComponent(raw)
    } catch {
      return undefined
    }
  }
  if (!url.startsWith('/') || url.startsWith('//')) return undefined
  const path = pathOf(url)
  if (isLoginPage(url) || !ROUTES.some((r) => r.path === path)) return undefined
  return url
}
