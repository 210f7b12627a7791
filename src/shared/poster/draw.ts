import { darkRuns } from '@/shared/qr-code/runs'
import type { QrMatrix } from '@/shared/qr-code/types'
import { TOKEN_COLOURS } from '@/styles/colours'
import { placeImage, wrapText, type ImageSize } from './layout'
import type { Box, ImageElement, PosterSpec, QrElement, RectElement, TextElement } from './spec'

/**
 * What drawing needs of a 2D context: the part H5's CanvasRenderingContext2D and the
 * mini-program's Canvas 2D context share, so one drawing serves both (and a fake in tests).
 */
export interface PosterContext {
  fillStyle: unknown
  font: string
  textAlign: string
  textBaseline: string
  save(): void
  restore(): void
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  clip(): void
  fill(): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: unknown, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void
}

/** Images by source, loaded before drawing; a missing one is drawn as a grey box. */
export type PosterImages = Map<string, ImageSize | undefined>

/** Links' QR codes by text, encoded before drawing (the encoder loads on demand); likewise grey when missing. */
export type PosterCodes = Map<string, QrMatrix>

// A missing picture is the grey of image placeholders elsewhere.
const PLACEHOLDER = TOKEN_COLOURS.fill
const QR_PADDING = 6
const QR_DARK = TOKEN_COLOURS.text
const FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", sans-serif'

function roundedPath(ctx: PosterContext, { x, y, width, height }: Box, radius: number) {
  const r = Math.min(radius, width / 2, height / 2)
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + width, y, x + width, y + height, r)
  ctx.arcTo(x + width, y + height, x, y + height, r)
  ctx.arcTo(x, y + height, x, y, r)
  ctx.arcTo(x, y, x + width, y, r)
  ctx.closePath()
}

function drawRect(ctx: PosterContext, el: RectElement) {
  ctx.fillStyle = el.color
  if (!el.radius) return ctx.fillRect(el.x, el.y, el.width, el.height)
  roundedPath(ctx, el, el.radius)
  ctx.fill()
}

/** A link's code, one rectangle per run of dark modules, centred in the box (square modules). */
function drawModules(ctx: PosterContext, { size, dark }: QrMatrix, box: Box) {
  const cell = Math.min(box.width, box.height) / size
  const left = box.x + (box.width - cell * size) / 2
  const top = box.y + (box.height - cell * size) / 2
  ctx.fillStyle = QR_DARK
  dark.forEach((row, y) => {
    for (const [x, n] of darkRuns(row)) ctx.fillRect(left + x * cell, top + y * cell, n * cell, cell)
  })
}

function drawImage(ctx: PosterContext, el: ImageElement | QrElement, images: PosterImages, codes: PosterCodes) {
  const radius = el.kind === 'image' ? el.radius ?? 0 : 0
  ctx.save()
  if (radius) {
    roundedPath(ctx, el, radius)
    ctx.clip()
  }
  let box: Box = el
  if (el.kind === 'qr') {
    ctx.fillStyle = TOKEN_COLOURS.white
    ctx.fillRect(el.x, el.y, el.width, el.height)
    box = { x: el.x + QR_PADDING, y: el.y + QR_PADDING, width: el.width - 2 * QR_PADDING, height: el.height - 2 * QR_PADDING }
  }
  const code = 'text' in el ? codes.get(el.text) : undefined
  const image = 'src' in el ? images.get(el.src) : undefined
  if (code) {
    drawModules(ctx, code, box)
  } else if (image) {
    const p = placeImage(image, box, el.kind === 'qr' ? 'contain' : el.fit)
    ctx.drawImage(image, p.sx, p.sy, p.sw, p.sh, p.dx, p.dy, p.dw, p.dh)
  } else {
    ctx.fillStyle = PLACEHOLDER
    ctx.fillRect(box.x, box.y, box.width, box.height)
  }
  ctx.restore()
}

function drawText(ctx: PosterContext, el: TextElement) {
  ctx.font = `${el.bold ? 'bold ' : ''}${el.size}px ${FONT_FAMILY}`
  ctx.fillStyle = el.color
  ctx.textAlign = el.align ?? 'left'
  ctx.textBaseline = 'top'
  const lineHeight = el.lineHeight ?? Math.round(el.size * 1.4)
  const lines = el.maxWidth ? wrapText(el.text, el.maxWidth, el.maxLines ?? 1, (s) => ctx.measureText(s).width) : [el.text]
  // Half the leading above the glyphs, as CSS line-height does.
  const lead = (lineHeight - el.size) / 2
  lines.forEach((line, i) => ctx.fillText(line, el.x, el.y + lead + i * lineHeight))
}

/** Draws the poster at design scale (the caller has scaled the context for the pixel ratio). */
export function drawPoster(ctx: PosterContext, spec: PosterSpec, images: PosterImages, codes: PosterCodes = new Map()): void {
  ctx.fillStyle = spec.background
  ctx.fillRect(0, 0, spec.width, spec.height)
  for (const el of spec.elements) {
    if (el.kind === 'rect') drawRect(ctx, el)
    else if (el.kind === 'text') drawText(ctx, el)
    else drawImage(ctx, el, images, codes)
  }
}
