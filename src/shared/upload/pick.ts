import type { PickedImage } from './limits'
import { openFileInput } from './file-input'
import type { ImageSource } from './source'

/**
 * H5: the browser's file input (file-input.ts) hands back Files; each becomes a blob: URL that
 * keeps its name and type for the upload. Original size: H5 compresses with a canvas itself
 * (shrink.ts). Resolves [] when the user closes the picker.
 */
export async function pickImages(count: number, source: ImageSource): Promise<PickedImage[]> {
  const files = await openFileInput({ multiple: count > 1, camera: source === 'camera' })
  return files.map((f) => ({ path: URL.createObjectURL(f), size: f.size, type: f.type, name: f.name }))
}
