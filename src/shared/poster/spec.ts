import type { QrSource } from '@/shared/qr-code/types'

/**
 * A poster as data: sizes in design pixels (CSS px), drawn in order, later elements on top.
 * Screens build one with plain values; the drawing (draw.ts) knows nothing of the screen.
 */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface RectElement extends Box {
  kind: 'rect'
  color: string
  radius?: number
}

export interface ImageElement extends Box {
  kind: 'image'
  src: string
  radius?: number
  /** cover (default) crops to fill the box; contain shows the whole image inside it. */
  fit?: 'cover' | 'contain'
}

/**
 * A QR code, drawn whole on white so it scans on any background: a link (`text`, encoded and
 * drawn module by module here) or the server's mini-program code picture (`src`).
 */
export type QrElement = Box & { kind: 'qr' } & QrSource

export interface TextElement {
  kind: 'text'
  /** Left, centre or right edge of the text, as `align` says; y is the top of the first line. */
  x: number
  y: number
  text: string
  size: number
  color: string
  bold?: boolean
  align?: 'left' | 'center' | 'right'
  /** Wraps within this width (Chinese has no spaces: any character may break). */
  maxWidth?: number
  /** Lines beyond this end in '…'. Default 1 when maxWidth is set. */
  maxLines?: number
  lineHeight?: number
}

export type PosterElement = RectElement | ImageElement | QrElement | TextElement

export interface PosterSpec {
  width: number
  height: number
  background: string
  elements: PosterElement[]
}

/** The links a poster shows as QR codes, each once. */
export const codeTexts = (spec: PosterSpec): string[] => [
  ...new Set(spec.elements.flatMap((e) => (e.kind === 'qr' && 'text' in e ? [e.text] : []))),
]

/** The image sources a poster needs, each once. */
export const imageSources = (spec: PosterSpec): string[] => [
  ...new Set(spec.elements.flatMap((e) => ((e.kind === 'image' || e.kind === 'qr') && 'src' in e && e.src ? [e.src] : []))),
]
