import { expect, type Locator, type Page } from '@playwright/test'

/*
 * Helpers of the buyer flows. Taro H5 keeps the pages of the stack in the document (hidden),
 * so every lookup is narrowed to what is visible.
 */

/**
 * A button by its text: Taro's custom element (clicked through the element itself, its inner
 * view is covered) or a plain button on the screens drawn in plain tags to keep H5 light.
 */
export const button = (page: Page, text: string | RegExp): Locator =>
  page.locator('taro-button-core:visible, button:visible', { hasText: text }).first()

export const visible = (page: Page, selector: string): Locator => page.locator(`${selector}:visible`)

/** The visible navigation bar title with exactly this text (while pages switch, two bars show). */
export const title = (page: Page, text: string): Locator => page.locator('.nav-bar__title:visible').filter({ hasText: new RegExp(`^${text}$`) })

/** A horizontal swipe with real touch events (CDP), right to left when `dx` is negative. */
export async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox()
  if (!box) throw new Error('swipe target is not visible')
  const y = box.y + box.height / 2
  const x0 = box.x + box.width / 2 - dx / 2
  const cdp = await page.context().newCDPSession(page)
  const point = (x: number) => [{ x, y }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0) })
  for (let i = 1; i <= 5; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x0 + (dx * i) / 5) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** The distances shown on the dealer cards, in screen order. */
export async function shownDistances(page: Page): Promise<number[]> {
  const texts = await visible(page, '.dealer-card__distance').allTextContents()
  return texts.map((t) => Number(/([\d.]+) km/.exec(t)?.[1]))
}

/** Each shown distance has exactly two decimals (spec §9). */
export async function expectTwoDecimals(page: Page): Promise<void> {
  for (const text of await visible(page, '.dealer-card__distance').allTextContents()) expect(text).toMatch(/距您 \d+\.\d{2} km$/)
}

/** A value the app saved with Taro storage (`{ data }` JSON in localStorage). */
export async function stored<T>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key)
  return raw ? (JSON.parse(raw) as { data: T }).data : null
}
