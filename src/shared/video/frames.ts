import type { PickedVideo } from '@/shared/upload/video-limits'
import type { PickedImage } from '@/shared/upload/limits'
import { mediaEvent } from '@/shared/upload/media-event'
import { fitWithin, JPEG_QUALITY } from '@/shared/upload/shrink-plan'
import { FRAME_MAX_SIDE } from './frame-times'
import { oneAtATime } from './one-at-a-time'
import type { FrameSource } from './types'

/** A seek that never answers (a file the browser gave up on) fails instead of hanging. */
const EVENT_WAIT_MS = 8000

const nextEvent = (target: HTMLVideoElement, name: 'loadeddata' | 'seeked') => mediaEvent(target, name, EVENT_WAIT_MS)

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/jpeg', JPEG_QUALITY))
}

/**
 * H5: a hidden <video> of the chosen file (its blob: URL), seeked to each time asked and drawn
 * on a canvas, exported as a JPEG blob: URL that sendImage uploads like a picked photo. The
 * grabs share the one element, so they run one after another.
 */
export function openFrames(video: PickedVideo): FrameSource {
  const element = document.createElement('video')
  element.muted = true
  // iOS reads the attribute: without it the video would open full screen.
  element.setAttribute('playsinline', '')
  element.preload = 'auto'
  const loaded = nextEvent(element, 'loadeddata')
  // Handled by each grab; a video never grabbed must not report an unhandled failure.
  loaded.catch(() => undefined)
  element.src = video.path
  const made: string[] = []

  const grabNow = async (seconds: number): Promise<PickedImage> => {
    await loaded
    const seeked = nextEvent(element, 'seeked')
    element.currentTime = seconds
    await seeked
    const { width, height } = fitWithin(element.videoWidth, element.videoHeight, FRAME_MAX_SIDE)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('canvas')
    ctx.drawImage(element, 0, 0, width, height)
    const blob = await toJpeg(canvas)
    const path = URL.createObjectURL(blob)
    made.push(path)
    return { path, size: blob.size, type: 'image/jpeg', name: `cover-${Math.round(seconds * 10)}.jpg` }
  }

  return {
    exact: true,
    grab: oneAtATime(loaded, grabNow),
    close: () => {
      element.removeAttribute('src')
      element.load()
      made.forEach((path) => URL.revokeObjectURL(path))
    },
  }
}
