// When a classroom lesson counts as learnt, stated once. The dev API server decides by it
// (mock/routes/posts/creator-lessons.ts imports this file by path) and the lesson pages report
// what it needs (use-lesson-progress.ts). Pure and without imports.
//
// - A video lesson is learnt when the video ended and the parts actually played cover at least
//   WATCHED_SHARE of its length. A part played is a run of the player's time updates each at most
//   MAX_STEP seconds after the last; a jump (a seek) starts a new part, so seeking to the end plays
//   only the last seconds. Parts played twice count once.
// - An article lesson is learnt when its end has been on screen (read = 1).
// - Opening a lesson counts for nothing.

/** A stretch of the video played, [from, to] in seconds. */
export type Segment = [number, number]

/** The share of a video's length that must have been played. */
export const WATCHED_SHARE = 0.9
/** Time updates further apart than this (seconds) are a seek, not playing. */
export const MAX_STEP = 1.5
/** The most parts a report carries (merged, a viewer seeking back and forth stays far below). */
export const MAX_SEGMENTS = 100

/** The parts as one sorted list without overlaps, cut to [0, duration] when the length is known. */
export function mergeSegments(segments: readonly Segment[], duration = Infinity): Segment[] {
  const cut = segments
    .map(([a, b]): Segment => [Math.max(0, Math.min(a, b)), Math.min(duration, Math.max(a, b))])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0])
  const out: Segment[] = []
  for (const [a, b] of cut) {
    const last = out[out.length - 1]
    if (last && a <= last[1]) last[1] = Math.max(last[1], b)
    else out.push([a, b])
  }
  return out
}

/** Seconds of the video played (parts played twice count once). */
export const watchedSeconds = (segments: readonly Segment[], duration?: number): number =>
  mergeSegments(segments, duration).reduce((sum, [a, b]) => sum + (b - a), 0)

/** How much of a video was played, 0..100 (whole percent, rounded down). */
export function videoPercent(segments: readonly Segment[], duration: number): number {
  if (!(duration > 0)) return 0
  return Math.min(100, Math.floor((watchedSeconds(segments, duration) / duration) * 100))
}

/** A video lesson is learnt: it ended, and what was played covers WATCHED_SHARE of it. */
export const videoLearnt = (segments: readonly Segment[], duration: number, ended: boolean): boolean =>
  ended && duration > 0 && watchedSeconds(segments, duration) >= duration * WATCHED_SHARE

/** An article lesson is learnt once its end was on screen. */
export const articleLearnt = (read: number): boolean => read >= 1

/** How far an article was read, 0..100. */
export const articlePercent = (read: number): number => Math.max(0, Math.min(100, Math.floor(read * 100)))

/** What a player reported so far: the parts played and where it was last (0 before it plays). */
export interface PlayState {
  segments: Segment[]
  /** The position of the last time update; a video starts at 0. */
  at: number
}

export const START: PlayState = { segments: [], at: 0 }

/**
 * The player is at `time` now: within MAX_STEP after the last position it played on (the current
 * part grows), otherwise it seeked (a new part starts here).
 */
export function played(state: PlayState, time: number): PlayState {
  if (!Number.isFinite(time) || time < 0) return state
  const step = time - state.at
  const merged = step >= 0 && step <= MAX_STEP ? mergeSegments([...state.segments, [state.at, time]]) : state.segments
  return { segments: merged.length > MAX_SEGMENTS ? merged.slice(-MAX_SEGMENTS) : merged, at: time }
}
