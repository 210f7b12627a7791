import { loadQrEncoder } from '@/shared/qr-code/load'
import { drawPoster, type PosterCodes, type PosterContext, type PosterImages } from './draw'
import { pixelScale, type ImageSize } from './layout'
import { codeTexts, imageSources, type PosterSpec } from './spec'

/** An image both runtimes can load: H5's HTMLImageElement, the mini-program's canvas.createImage(). */
export interface LoadableImage extends ImageSize {
  src: string
  onload: (() => void) | null
  onerror: ((error?: unknown) => void) | null
}

/** The canvas both runtimes hand over: H5's element, or the Canvas 2D node of the mini-program. */
export interface PosterCanvas {
  width: number
  height: number
  getContext(type: '2d'): unknown
}

const IMAGE_TIMEOUT_MS = 15_000

function load(src: string, create: () => LoadableImage): Promise<LoadableImage | undefined> {
  return new Promise((resolve) => {
    const image = create()
    // A picture that never comes must not hold the whole poster back.
    const timer = setTimeout(() => resolve(undefined), IMAGE_TIMEOUT_MS)
    const done = (value: LoadableImage | undefined) => {
      clearTimeout(timer)
      resolve(value)
    }
    image.onload = () => done(image)
    image.onerror = () => done(undefined)
    image.src = src
  })
}

/** Loads every image of the poster at once; one that fails is left out (drawn grey). */
export async function loadImages(spec: PosterSpec, create: () => LoadableImage): Promise<PosterImages> {
  const sources = imageSources(spec)
  const loaded = await Promise.all(sources.map((src) => load(src, create)))
  return new Map(sources.map((src, i) => [src, loaded[i]]))
}

/** Encodes the poster's links; the encoder loads only for a poster that has one. */
export async function encodeCodes(spec: PosterSpec): Promise<PosterCodes> {
  const texts = codeTexts(spec)
  if (!texts.length) return new Map()
  const { qrMatrix } = await loadQrEncoder()
  return new Map(texts.map((text) => [text, qrMatrix(text)]))
}

/**
 * Sizes the canvas for the screen's pixel ratio (sharp on a phone), loads the images and draws.
 * Both builds call this; only how they get the canvas and export it differs.
 */
export async function paintPoster(canvas: PosterCanvas, spec: PosterSpec, devicePixelRatio: number, createImage: () => LoadableImage) {
  const scale = pixelScale(spec, devicePixelRatio)
  const [images, codes] = await Promise.all([loadImages(spec, createImage), encodeCodes(spec)])
  canvas.width = Math.round(spec.width * scale)
  canvas.height = Math.round(spec.height * scale)
  const ctx = canvas.getContext('2d') as (PosterContext & { scale(x: number, y: number): void }) | null
  if (!ctx) throw new Error('no 2d context')
  ctx.scale(scale, scale)
  drawPoster(ctx, spec, images, codes)
}
