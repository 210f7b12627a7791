import type { Page } from '@playwright/test'

/** Types into a Taro Input of the lead form (`.lead-name`, `.lead-mobile`). */
export async function type(page: Page, field: string, value: string) {
  const input = page.locator(`${field} input`)
  await input.fill(value)
}

/** Opens an option field's sheet and picks the option whose text starts with `label`. */
export async function pick(page: Page, field: string, label: string) {
  await page.locator(`${field} .lead-field__row`).click()
  await page.locator('.form-option-sheet__option', { hasText: label }).first().click()
}
