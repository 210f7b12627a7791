import { imageType, type PickedImage } from './limits'

/** Under this size a photo goes as it is: compressing would cost time and gain little. */
export const SHRINK_OVER_BYTES = 500 * 1024
/** The longest side kept; a phone screen shows no more, and the server keeps 2 MB at most. */
export const MAX_SIDE = 1600
export const JPEG_QUALITY = 0.8

/** GIFs would lose their animation, so only large still images are compressed. */
export function needsShrink(img: PickedImage): boolean {
  return img.size > SHRINK_OVER_BYTES && imageType(img) !== 'image/gif'
}

/** Width and height scaled down (never up) so that the longer side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}
