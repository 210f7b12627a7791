/** One video as picked: what the limits, the frame grabber and the upload need. */
export interface PickedVideo {
  /** Local path: a mini-program temp file, or a blob: URL in H5. */
  path: string
  size: number
  /** MIME type when the runtime knows it ('' otherwise; the extension decides then). */
  type: string
  /** Seconds, as the runtime measured it; 0 when it could not read the file. */
  duration: number
  /** The name it had on the phone, when the runtime tells it (H5). */
  name?: string
  /** Mini-program: WeChat's own picture of the video, the cover when no frame can be decoded. */
  thumbPath?: string
  width?: number
  height?: number
}

/**
 * The server's limits for uploadVideo, the same as VIDEO_LIMITS of types/api/activity-register
 * (a test holds them equal): src takes only types from types/api, so they are written here again.
 */
export const VIDEO_LIMITS = { maxBytes: 50 * 1024 * 1024, maxSeconds: 60, types: ['video/mp4', 'video/quicktime', 'video/webm'] } as const

export const VIDEO_MESSAGES = {
  type: '只能上传 MP4、MOV、WebM 格式的视频',
  size: '视频不能超过 50 MB',
  duration: '视频时长不能超过 60 秒',
  unreadable: '无法读取这个视频，请换一个',
}

const EXTENSION_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' }
const TYPE_EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' }

const extensionOf = (path: string) => /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1].toLowerCase() ?? ''

/** The video's MIME type: the runtime's when it is a video type, else from the file extension. */
export function videoType(video: Pick<PickedVideo, 'type' | 'path' | 'name'>): string {
  if (video.type.startsWith('video/')) return video.type
  return EXTENSION_TYPES[extensionOf(video.name || video.path)] ?? ''
}

/** The length the server is told: whole seconds, at least 1 (a work's video is 1 s or more). */
export const wholeSeconds = (duration: number) => Math.max(1, Math.round(duration))

/**
 * Why the server would refuse this video, in words for the user (type first, then size, then
 * length); undefined when it may go. A length the runtime could not read is refused too: the
 * server needs it, and a file the phone cannot read gives no cover either.
 */
export function videoRefusal(video: PickedVideo): string | undefined {
  if (!(VIDEO_LIMITS.types as readonly string[]).includes(videoType(video))) return VIDEO_MESSAGES.type
  if (video.size > VIDEO_LIMITS.maxBytes) return VIDEO_MESSAGES.size
  if (!(video.duration > 0)) return VIDEO_MESSAGES.unreadable
  if (wholeSeconds(video.duration) > VIDEO_LIMITS.maxSeconds) return VIDEO_MESSAGES.duration
  return undefined
}

/** The name the server stores: the phone's when known, else 'video-<time>.<ext>'. */
export function videoUploadName(video: PickedVideo, now = Date.now()): string {
  if (video.name && extensionOf(video.name)) return video.name
  return `video-${now}.${TYPE_EXTENSIONS[videoType(video)] ?? 'mp4'}`
}
