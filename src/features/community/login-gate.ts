import { currentUrl, redirectTo } from '@/core/navigation'
import { getToken, loginPageUrl } from '@/core/session'
import { toast } from '@/shared/toast'

/**
 * Writes need a logged-in user. Without a token the user goes to the login page, which brings
 * them back to this page afterwards (fresh, so it loads with the new session). Returns whether
 * the caller may go on.
 */
export function ensureLoggedIn(): boolean {
  if (getToken()) return true
  toast('请先登录')
  redirectTo(loginPageUrl(currentUrl())).catch((error: unknown) => console.error('[community] login navigation failed', error))
  return false
}
