import { TOKEN_COLOURS } from '@/styles/colours'
import type { PickedImage } from './limits'
import { fitWithin, JPEG_QUALITY, needsShrink } from './shrink-plan'

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('image'))
    img.src = src
  })
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY))
}

/**
 * H5: a large photo is redrawn on a canvas, at most MAX_SIDE on its longer side, as JPEG (on
 * white: JPEG has no transparency). Anything that fails, or comes out no smaller, keeps the
 * original; the size check after this says whether it may still go.
 */
export async function shrinkImage(img: PickedImage): Promise<PickedImage> {
  if (!needsShrink(img)) return img
  try {
    const source = await loadImage(img.path)
    const { width, height } = fitWithin(source.naturalWidth, source.naturalHeight)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) return img
    ctx.fillStyle = TOKEN_COLOURS.white
    ctx.fillRect(0, 0, width, height)
    ctx.drawImage(source, 0, 0, width, height)
    const blob = await toBlob(canvas, 'image/jpeg')
    if (!blob || blob.size >= img.size) return img
    const name = img.name ? img.name.replace(/\.[^.]*$/, '') + '.jpg' : undefined
    return { path: URL.createObjectURL(blob), size: blob.size, type: 'image/jpeg', name }
  } catch {
    return img
  }
}
