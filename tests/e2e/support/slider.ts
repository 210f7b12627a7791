import { expect, type Page } from '@playwright/test'

/** The dev server's captcha answer: where the gap is, in the picture's own pixels. */
export interface CaptchaAnswer {
  data: { targetX: number; width: number }
}

/** The page slides in: wait until an element stops moving before pointing at it. */
export async function stableBox(page: Page, selector: string) {
  let last = ''
  for (let i = 0; i < 50; i += 1) {
    const box = await page.locator(selector).boundingBox()
    const now = JSON.stringify(box)
    if (box && now === last) return box
    last = now
    await page.waitForTimeout(100)
  }
  throw new Error(`${selector} never settled`)
}

/** Screen px to drag for the gap at targetX: the picture is scaled to the screen. */
export async function dragDistance(page: Page, captcha: CaptchaAnswer['data']): Promise<number> {
  const stage = await stableBox(page, '#captcha-stage')
  return (captcha.targetX * stage.width) / captcha.width
}

/** Drags the slider's handle onto the gap with the mouse and waits for 验证通过. */
export async function solveSlider(page: Page, captcha: CaptchaAnswer['data']): Promise<void> {
  const distance = await dragDistance(page, captcha)
  const box = await stableBox(page, '#captcha-handle')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + distance / 2, y, { steps: 5 })
  await page.mouse.move(box.x + box.width / 2 + distance, y, { steps: 5 })
  await page.mouse.up()
  await expect(page.getByText('验证通过')).toBeVisible()
}
