import { goBack, redirectTo, switchTab } from '@/core/navigation'
import { isTabPage } from '@/core/session'

/**
 * After login: back to the page that asked (the `redirect` query, already checked to be one of
 * our pages), as a fresh page so it loads with the new session; without one, simply back.
 */
export function leaveLogin(redirect: string | undefined): Promise<void> {
  if (!redirect) return goBack()
  return isTabPage(redirect) ? switchTab(redirect) : redirectTo(redirect)
}
