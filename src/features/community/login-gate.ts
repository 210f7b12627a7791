import Taro from '@tarojs/taro'
import { currentUrl, redirectTo } from '@/core/navigation'
import { getToken, loginPageUrl } from '@/core/session'
import { TOAST_DEFAULT_DURATION } from '@/constants'

/**
 * Writes need a logged-in user. Without a token the user goes to the login page, which brings
 * them back to this page afterwards (fresh, so it loads with the new session). Returns whether
 * the caller may go on.
 */
export function ensureLoggedIn(): boolean {
  if (getToken()) return true
  Taro.showToast({ title: '请先登录', icon: 'none', duration: TOAST_DEFAULT_DURATION }).catch(() => undefined)
  redirectTo(loginPageUrl(currentUrl())).catch((error: unknown) => console.error('[community] login navigation failed', error))
  return false
}
