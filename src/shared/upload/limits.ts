/** One image as picked, before or after compression. */
export interface PickedImage {
  /** Local path: a mini-program temp file, or a blob: URL in H5. */
  path: string
  size: number
  /** MIME type when the runtime knows it ('' otherwise; the extension decides then). */
  type: string
  /** The name it had on the phone, when the runtime tells it (H5). */
  name?: string
}

/** The server's limit for uploadImg (the dev API server answers 413 above it). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
}
const ACCEPTED = new Set(Object.values(EXTENSION_TYPES))
const TYPE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }

export const MESSAGES = {
  type: '只能上传 JPG、PNG、GIF、WebP 格式的图片',
  size: (maxBytes: number) => `图片不能超过 ${formatMb(maxBytes)}，请换一张或裁剪后再试`,
  full: (max: number) => `最多上传 ${max} 张图片`,
}

export const formatMb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

const extensionOf = (path: string) => /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1].toLowerCase() ?? ''

/** The image's MIME type: the runtime's when it is an image type, else from the file extension. */
export function imageType(img: PickedImage): string {
  if (img.type.startsWith('image/')) return img.type
  return EXTENSION_TYPES[extensionOf(img.name || img.path)] ?? ''
}

/** Why the server would refuse this kind of file, in words for the user; undefined when it may go. */
export const typeRefusal = (img: PickedImage): string | undefined => (ACCEPTED.has(imageType(img)) ? undefined : MESSAGES.type)

/** Why the server would refuse an image this large; undefined when it may go. */
export const sizeRefusal = (img: PickedImage, maxBytes = MAX_IMAGE_BYTES): string | undefined =>
  img.size > maxBytes ? MESSAGES.size(maxBytes) : undefined

/**
 * The name the server stores. A blob: URL (H5) has none, and WeChat's temp names say nothing,
 * so it is the phone's name when known, else 'image-<time>.<ext>'.
 */
export function uploadName(img: PickedImage, now = Date.now()): string {
  if (img.name && extensionOf(img.name)) return img.name
  return `image-${now}.${TYPE_EXTENSIONS[imageType(img)] ?? 'jpg'}`
}
