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

export interface Lead {
  name: string
  mobile: string
  model: string
  province: string
  city: string
}

/** Fills the whole lead form, consent ticked, and sends it. */
export async function sendLead(page: Page, lead: Lead) {
  await type(page, '.lead-name', lead.name)
  await type(page, '.lead-mobile', lead.mobile)
  await pick(page, '.lead-model', lead.model)
  await pick(page, '.lead-province', lead.province)
  await pick(page, '.lead-city', lead.city)
  await page.locator('.lead-consent__box').click()
  await page.locator('taro-button-core.lead-submit').click()
}
