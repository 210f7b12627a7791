import { expect, type Page } from '@playwright/test'
import { visible } from './buyer'

/** A 1 × 1 PNG: the photos of the flows, as the phone's album would give them. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

/**
 * Waits until the upload list in `field` (a selector) shows `total` photos, every one uploaded.
 * A photo still uploading shows under 上传中 n%, and a submit then is refused (还有图片未上传完成):
 * on a busy machine the upload can outlast the next tap.
 */
export async function expectUploaded(page: Page, field: string, total: number) {
  await expect(visible(page, `${field} .upload-list__image`)).toHaveCount(total)
  await expect(visible(page, `${field} .upload-list__state`)).toHaveCount(0)
}

/** Picks `names` through the browser's file input of `field`'s upload list (the phone offers camera or album). */
export async function addPhotos(page: Page, field: string, names: string[], total = names.length) {
  const chooser = page.waitForEvent('filechooser')
  await visible(page, `${field} .upload-list__add`).click()
  await (await chooser).setFiles(names.map(png))
  await expectUploaded(page, field, total)
}
