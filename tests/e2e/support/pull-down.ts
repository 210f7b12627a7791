import type { Locator, Page } from '@playwright/test'

/**
 * A real finger pull on the touch-enabled page (the config emulates an iPhone): touch start
 * near the top of `target`, `distance` px down in steps, then, unless `hold`, release.
 * Returns `release` for a held pull so a test can look at the state before letting go.
 */
export async function pullDown(page: Page, target: Locator, distance = 240, hold = false) {
  // A page just opened still slides in from the right: a box read mid-slide put the finger
  // beside the page, or off the screen. Wait for the slide (any finite animation) to end.
  await target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const box = await target.boundingBox()
  if (!box) throw new Error('pull target is not visible')
  const x = box.x + box.width / 2
  const y = box.y + 30
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  const steps = 12
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (distance * i) / steps }] })
  }
  const release = async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  }
  if (!hold) await release()
  return release
}
