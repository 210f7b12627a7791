/** How many thumbnails the strip shows along a video. */
export const STRIP_COUNT = 6
/** The longest side of a grabbed frame: enough for a cover, far under the picture limit. */
export const FRAME_MAX_SIDE = 720
/** The slider moves in these steps (seconds). */
export const TIME_STEP = 0.1

/** `seconds` within the video: not before 0, not past its end. */
export function clampTime(seconds: number, duration: number): number {
  if (!(duration > 0) || !Number.isFinite(seconds)) return 0
  return Math.min(Math.max(seconds, 0), duration)
}

/**
 * The times the strip shows: the middle of each of `count` equal parts, so neither the first
 * (often black) nor the last frame (past the end on some decoders) is asked for. Tenths of a second.
 */
export function stripTimes(duration: number, count = STRIP_COUNT): number[] {
  if (!(duration > 0) || count < 1) return []
  return Array.from({ length: count }, (_, i) => Math.round(((i + 0.5) * duration * 10) / count) / 10)
}

/** The strip's thumbnail closest to `seconds` (the one shown as chosen). */
export function nearestIndex(times: number[], seconds: number): number {
  let best = -1
  times.forEach((t, i) => {
    if (best < 0 || Math.abs(t - seconds) < Math.abs(times[best] - seconds)) best = i
  })
  return best
}
