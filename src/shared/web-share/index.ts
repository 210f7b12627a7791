import { currentUrl } from '@/core/navigation'
import { copyText } from '@/shared/clipboard'

interface WebShareNavigator {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>
}

export type WebShareOutcome = 'shared' | 'copied' | 'cancelled'

/**
 * Sharing a link in H5: the system share sheet where the browser has one, else the link is
 * copied (a refused clipboard shows the link for copying by hand, spec §8). The mini-program
 * shares through its page share handler instead.
 */
export async function shareOnWeb(data: { title: string; text: string; url: string }): Promise<WebShareOutcome> {
  const nav = (typeof navigator !== 'undefined' ? navigator : {}) as WebShareNavigator
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data)
      return 'shared'
    } catch (error) {
      // Closing the sheet is the user's choice, not a failure; anything else falls back to copying.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled'
    }
  }
  await copyText(data.url)
  return 'copied'
}

/**
 * The current H5 page's address (the mini-program has none), without the `token` or
 * `access_token` the address bar may carry: a shared link must not hand the session on.
 */
export function currentWebUrl(): string {
  return typeof window !== 'undefined' ? `${window.location.origin}${currentUrl()}` : ''
}
