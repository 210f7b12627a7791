import { videoRefusal, type PickedVideo } from '@/shared/upload/video-limits'
import { clampTime, stripTimes } from '@/shared/video/frame-times'

/**
 * The screen's state: a video or none (with why the last one was refused), the cover's time,
 * and the upload. A failed upload keeps the video, its cover time and a video already sent, so
 * 重试 sends only what is missing.
 */
export interface TailorState {
  video: PickedVideo | null
  /** Why the last pick was refused (too big, too long, a wrong type), or why the picker failed. */
  refusal: string
  /** The cover's time in seconds. */
  time: number
  sending: boolean
  /** The video's upload, 0..100. */
  percent: number
  /** Why the upload failed; the screen offers 重试. */
  failure: string
  /** The video's URL once it is uploaded. */
  videoUrl?: string
}

export type TailorAction =
  | { type: 'picked'; video: PickedVideo }
  | { type: 'pickFailed'; message: string }
  | { type: 'time'; seconds: number }
  | { type: 'send' }
  | { type: 'progress'; percent: number }
  | { type: 'videoSent'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'again' }

export const START: TailorState = { video: null, refusal: '', time: 0, sending: false, percent: 0, failure: '' }

/** Which step shows: choosing a video, choosing its cover, uploading, or the failed upload. */
export type TailorStep = 'choose' | 'cover' | 'sending' | 'failed'

export function stepOf(state: TailorState): TailorStep {
  if (!state.video) return 'choose'
  if (state.sending) return 'sending'
  return state.failure ? 'failed' : 'cover'
}

export function tailorReducer(state: TailorState, action: TailorAction): TailorState {
  switch (action.type) {
    case 'picked': {
      const refusal = videoRefusal(action.video)
      // A refused video leaves the chooser where it was, with the reason.
      if (refusal) return { ...START, refusal }
      return { ...START, video: action.video, time: stripTimes(action.video.duration)[0] ?? 0 }
    }
    case 'pickFailed':
      return { ...START, refusal: action.message }
    case 'time':
      return state.video && !state.sending ? { ...state, time: clampTime(action.seconds, state.video.duration) } : state
    case 'send':
      return state.video ? { ...state, sending: true, failure: '', percent: state.videoUrl ? 100 : 0 } : state
    case 'progress':
      return { ...state, percent: Math.max(state.percent, Math.min(100, Math.round(action.percent))) }
    case 'videoSent':
      return { ...state, videoUrl: action.url, percent: 100 }
    case 'failed':
      return { ...state, sending: false, failure: action.message }
    case 'again':
      return START
    default:
      return state
  }
}
