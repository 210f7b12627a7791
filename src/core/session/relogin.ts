import { RELOGIN_THROTTLE, STORAGE_KEYS } from '@/constants'
import { getNativeBridge } from '../bridge'
import type { Clock } from '../clock'
import { logError } from '../log'
import { currentUrl, redirectTo } from '../navigation'
import { writeStorage } from '../storage/taro-storage'
import { isLoginPage, loginPageUrl } from './login-url'
import { clearSession } from './state'

let lastRelogin: number | undefined

/**
 * Spec §3 "stored locally: pageUrl": where to come back to after login, also for the native
 * login page, which cannot take a redirect parameter.
 */
function savePageUrl(url: string): void {
  try {
    writeStorage(STORAGE_KEYS.PAGE_URL, url)
  } catch (error) {
    logError('Saving pageUrl failed', error)
  }
}

/** Forget the last relogin (tests, and after a successful login). */
export function resetReloginThrottle(): void {
  lastRelogin = undefined
}

/**
 * Sends the user to login at most once per 3 000 ms, leading edge (spec §4): the first of a
 * burst of failing calls navigates, the rest of the burst does nothing. Returns whether it
 * navigated.
 */
export function relogin(clock: Clock): boolean {
  const now = clock.now()
  if (lastRelogin !== undefined && now - lastRelogin < RELOGIN_THROTTLE) return false
  lastRelogin = now

  const here = currentUrl()
  const onLoginPage = isLoginPage(here)
  if (!onLoginPage) savePageUrl(here)
  const bridge = getNativeBridge()
  if (bridge) {
    bridge.openLogin()
    return true
  }
  // Already on the login page (its own calls failed): navigating again would only flicker.
  if (onLoginPage) return false
  // redirectTo replaces the asking page, so after login the page comes back fresh, once.
  redirectTo(loginPageUrl(here)).catch((error: unknown) => logError('Login navigation failed', error))
  return true
}

/** Spec §8, 401 and 601: token cleared, login flag false, login page. */
export function handleUnauthorized(clock: Clock): void {
  clearSession()
  relogin(clock)
}
