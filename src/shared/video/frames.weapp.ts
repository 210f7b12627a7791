import Taro from '@tarojs/taro'
import type { PickedImage } from '@/shared/upload/limits'
import type { PickedVideo } from '@/shared/upload/video-limits'
import { fitWithin } from '@/shared/upload/shrink-plan'
import { FRAME_MAX_SIDE } from './frame-times'
import { oneAtATime } from './one-at-a-time'
import type { FrameSource } from './types'

/** getFrameData answers null until the decoder has a frame after the seek: asked this often, this many times. */
const FRAME_POLL_MS = 50
const FRAME_POLLS = 60
const JPEG_QUALITY = 0.8

type Frame = { width: number; height: number; data: ArrayBuffer }
type Decoder = ReturnType<typeof Taro.createVideoDecoder>

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The decoded RGBA frame drawn on an offscreen 2d canvas (scaled down), saved as a JPEG temp file. */
async function frameToFile({ width, height, data }: Frame): Promise<PickedImage> {
  const full = Taro.createOffscreenCanvas({ type: '2d', width, height })
  const ctx = full.getContext('2d') as CanvasRenderingContext2D
  const pixels = ctx.createImageData(width, height)
  pixels.data.set(new Uint8ClampedArray(data))
  ctx.putImageData(pixels, 0, 0)
  const size = fitWithin(width, height, FRAME_MAX_SIDE)
  const { tempFilePath } = await Taro.canvasToTempFilePath({
    canvas: full as never,
    destWidth: size.width,
    destHeight: size.height,
    fileType: 'jpg',
    quality: JPEG_QUALITY,
  })
  return { path: tempFilePath, size: 0, type: 'image/jpeg' }
}

async function decodeAt(decoder: Decoder, seconds: number): Promise<Frame> {
  await decoder.seek(Math.round(seconds * 1000))
  for (let i = 0; i < FRAME_POLLS; i += 1) {
    // WeChat answers the frame at once (or null); Taro's types say a promise: both are awaited.
    const frame = (await decoder.getFrameData()) as Frame | null
    if (frame?.data) return frame
    await pause(FRAME_POLL_MS)
  }
  throw new Error('no frame')
}

/** WeChat's own thumbnail of the chosen video: the cover when no frame can be decoded. */
function thumbnail(video: PickedVideo): Promise<PickedImage> {
  return video.thumbPath ? Promise.resolve({ path: video.thumbPath, size: 0, type: 'image/jpeg' }) : Promise.reject(new Error('no thumbnail'))
}

/**
 * Mini-program: the video's frames from WeChat's VideoDecoder (start once, then seek and read
 * each time asked; RGBA through an offscreen canvas to a JPEG temp file). Where the base library
 * has no createVideoDecoder, or decoding fails, the chosen video's thumbnail stands in.
 */
export function openFrames(video: PickedVideo): FrameSource {
  const create = (Taro as { createVideoDecoder?: typeof Taro.createVideoDecoder }).createVideoDecoder
  if (typeof create !== 'function') return { exact: false, grab: () => thumbnail(video), close: () => undefined }
  let decoder: Decoder | undefined
  let started: Promise<void>
  try {
    decoder = create()
    // Mode 1: frames as fast as they decode, not at playing speed; no sound needed.
    started = decoder.start({ source: video.path, mode: 1, abortAudio: true })
  } catch (error) {
    started = Promise.reject(error)
  }
  started.catch(() => undefined)

  const grabNow = async (seconds: number): Promise<PickedImage> => {
    try {
      await started
      return await frameToFile(await decodeAt(decoder as Decoder, seconds))
    } catch {
      return thumbnail(video)
    }
  }
  return {
    exact: true,
    grab: oneAtATime(started, grabNow),
    close: () => {
      // Some base libraries answer remove() with nothing instead of a promise.
      void Promise.resolve(decoder?.remove()).catch(() => undefined)
    },
  }
}
