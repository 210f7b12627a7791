import { encode } from 'uqr'
import { TOKEN_COLOURS } from '@/styles/colours'
import { darkRuns } from './runs'
import type { QrMatrix } from './types'

/** Light modules a scanner needs around the code (the standard asks for 4). */
export const QUIET_ZONE = 4

/**
 * Encodes text (a link) at error correction M or better (15% may be lost to a crease or a smudge
 * on a poster; a higher level when it fits the same size). Pure JavaScript, no DOM and no
 * TextEncoder: it runs in H5 and in the mini-program alike.
 */
export function qrMatrix(text: string): QrMatrix {
  const { version, size, data } = encode(text, { ecc: 'M', border: 0, boostEcc: true })
  return { version, size, dark: data }
}

/** The code as an SVG image with its quiet zone, for an <img> or WeChat's image. */
export function qrDataUrl(text: string): string {
  const { size, dark } = qrMatrix(text)
  const side = size + 2 * QUIET_ZONE
  const path = dark
    .flatMap((row, y) => darkRuns(row).map(([x, n]) => `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${n}v1h-${n}z`))
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="${TOKEN_COLOURS.white}"/><path d="${path}" fill="${TOKEN_COLOURS.text}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
