import type { UploadResult } from '@api/activity'
import { isRequestError, upload } from '@/core/request'
import { uploadName, type PickedImage } from './limits'
import { videoUploadName, wholeSeconds, type PickedVideo } from './video-limits'

export const UPLOAD_PATH = '/api/v1/activity/app/file/uploadImg'
export const VIDEO_UPLOAD_PATH = '/api/v1/activity/app/file/uploadVideo'
/** Up to 50 MB over a phone's network: more time than a picture's minute. */
export const VIDEO_UPLOAD_TIMEOUT = 5 * 60_000
/** A dropped connection is tried again this many times in all before the item shows 重试. */
export const UPLOAD_TRIES = 2
const RETRY_DELAY_MS = 800

/** Worth trying again by itself: the network, not the server's answer, failed. */
export const isTransient = (error: unknown) => isRequestError(error) && (error.kind === 'network' || error.kind === 'timeout')

/** Runs `task` up to `tries` times while it fails for a transient reason, waiting between tries. */
export async function withRetry<T>(task: () => Promise<T>, tries = UPLOAD_TRIES, delayMs = RETRY_DELAY_MS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= tries || !isTransient(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}

/** What the user reads when an upload fails: the server's own reason, else the cause in words. */
export function uploadErrorText(error: unknown, what: '图片' | '视频' = '图片'): string {
  if (!isRequestError(error)) return '上传失败，请重试'
  if (error.kind === 'timeout') return '上传超时，请重试'
  if (error.kind === 'network') return '网络异常，上传失败，请重试'
  if (error.kind === 'file') return `${what}读取失败，请重新选择`
  if (error.kind === 'unauthorized') return '登录已失效，请重新登录后上传'
  return error.message || '上传失败，请重试'
}

/**
 * spec §7 uploadImg: multipart field `file` with the Authorization header (the request layer
 * adds it) and a file name; resolves with the image's URL. Errors show beside the picture, so
 * the request layer does not toast them too.
 */
export async function sendImage(img: PickedImage, onProgress?: (percent: number) => void): Promise<string> {
  const result = await withRetry(() =>
    upload<UploadResult>({ domain: 'activity', path: UPLOAD_PATH, filePath: img.path, fileName: uploadName(img), onProgress, toast: false }),
  )
  return result.url
}

/**
 * uploadVideo: multipart field `file` plus the form field `duration` in whole seconds (the
 * server checks the length by it); the same retry as a picture. Resolves with the video's URL.
 */
export async function sendVideo(video: PickedVideo, onProgress?: (percent: number) => void): Promise<string> {
  const result = await withRetry(() =>
    upload<UploadResult>({
      domain: 'activity',
      path: VIDEO_UPLOAD_PATH,
      filePath: video.path,
      fileName: videoUploadName(video),
      formData: { duration: String(wholeSeconds(video.duration)) },
      timeout: VIDEO_UPLOAD_TIMEOUT,
      onProgress,
      toast: false,
    }),
  )
  return result.url
}
