import type { Box } from './spec'

export interface ImageSize {
  width: number
  height: number
}

/** Source and destination rectangles for drawImage's nine-argument form. */
export interface ImagePlacement {
  sx: number
  sy: number
  sw: number
  sh: number
  dx: number
  dy: number
  dw: number
  dh: number
}

/**
 * Where an image goes in its box: `cover` crops the middle of the image to fill the box,
 * `contain` scales the whole image into it, centred.
 */
export function placeImage(image: ImageSize, box: Box, fit: 'cover' | 'contain' = 'cover'): ImagePlacement {
  const iw = image.width || box.width
  const ih = image.height || box.height
  if (fit === 'contain') {
    const scale = Math.min(box.width / iw, box.height / ih)
    const dw = iw * scale
    const dh = ih * scale
    return { sx: 0, sy: 0, sw: iw, sh: ih, dx: box.x + (box.width - dw) / 2, dy: box.y + (box.height - dh) / 2, dw, dh }
  }
  const scale = Math.max(box.width / iw, box.height / ih)
  const sw = box.width / scale
  const sh = box.height / scale
  return { sx: (iw - sw) / 2, sy: (ih - sh) / 2, sw, sh, dx: box.x, dy: box.y, dw: box.width, dh: box.height }
}

/**
 * Lines of `text` that fit `maxWidth`, at most `maxLines`; a cut last line ends in '…'.
 * Breaks between any two characters (Chinese), and at a newline.
 */
export function wrapText(text: string, maxWidth: number, maxLines: number, measure: (s: string) => number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const ch of Array.from(paragraph)) {
      if (line && measure(line + ch) > maxWidth) {
        lines.push(line)
        line = ch
      } else line += ch
    }
    lines.push(line)
  }
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]
  while (last && measure(`${last}…`) > maxWidth) last = Array.from(last).slice(0, -1).join('')
  kept[maxLines - 1] = `${last}…`
  return kept
}

/** Canvas pixels per design pixel: the screen's ratio, kept under what canvases allow. */
export function pixelScale(spec: ImageSize, devicePixelRatio: number, maxSide = 4096): number {
  const ratio = Math.min(Math.max(devicePixelRatio || 1, 1), 3)
  return Math.min(ratio, maxSide / Math.max(spec.width, spec.height))
}
