import { MAX_IMAGE_BYTES, sizeRefusal, typeRefusal, type PickedImage } from './limits'
import { pickImages } from './pick'
import { sendImage, uploadErrorText } from './send'
import { shrinkImage } from './shrink'
import type { ImageSource } from './source'

export interface ChooseOptions {
  /** How many may still be added. */
  count: number
  source?: ImageSource
  maxBytes?: number
}

export interface Chosen {
  /** Compressed and within the limits: ready to send. */
  images: PickedImage[]
  /** Why others were left out, each reason once, in Chinese. */
  refused: string[]
}

/**
 * Picks images, compresses the large ones and checks type and size. An H5 file input cannot
 * cap how many are picked, so extras beyond `count` are left out here with a reason.
 */
export async function chooseImages({ count, source = 'both', maxBytes = MAX_IMAGE_BYTES }: ChooseOptions): Promise<Chosen> {
  if (count <= 0) return { images: [], refused: [] }
  const picked = await pickImages(count, source)
  const reasons = new Set<string>()
  if (picked.length > count) reasons.add(`本次最多选择 ${count} 张，多出的图片未上传`)
  const images: PickedImage[] = []
  for (const original of picked.slice(0, count)) {
    // Type first: a wrong file is refused without spending time compressing it.
    const wrongType = typeRefusal(original)
    const img = wrongType ? original : await shrinkImage(original)
    const reason = wrongType ?? sizeRefusal(img, maxBytes)
    if (reason) reasons.add(reason)
    else images.push(img)
  }
  return { images, refused: [...reasons] }
}

export interface UploadOutcome {
  /** URLs of the images that arrived, in the order they were picked. */
  urls: string[]
  /** What went wrong for the rest, in Chinese. */
  errors: string[]
}

/**
 * The whole flow without UI: pick (camera or album), compress, check, upload each image with a
 * retry on a dropped connection. `onProgress(index, percent)` follows each image.
 */
export async function chooseAndUpload(opts: ChooseOptions & { onProgress?: (index: number, percent: number) => void }): Promise<UploadOutcome> {
  const { images, refused } = await chooseImages(opts)
  const sent = await Promise.allSettled(images.map((img, i) => sendImage(img, (p) => opts.onProgress?.(i, p))))
  const urls: string[] = []
  const errors = new Set(refused)
  sent.forEach((s) => (s.status === 'fulfilled' ? urls.push(s.value) : errors.add(uploadErrorText(s.reason))))
  return { urls, errors: [...errors] }
}
