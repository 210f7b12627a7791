import type { Page } from '@playwright/test'

/**
 * The first POST to `path` reaches the server, which acts on it, but its answer never reaches the
 * page (the network dropped it); later ones go through. Returns the Idempotency-Key of each POST
 * sent, in order, so a test can see a retry send the same one.
 */
export async function loseFirstAnswer(page: Page, path: string): Promise<(string | undefined)[]> {
  const keys: (string | undefined)[] = []
  await page.route((url) => url.pathname === path, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    keys.push(route.request().headers()['idempotency-key'])
    if (keys.length === 1) {
      await route.fetch()
      return route.abort()
    }
    return route.continue()
  })
  return keys
}
