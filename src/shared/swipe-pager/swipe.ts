/** Horizontal travel (px) a finger must cover before a swipe turns the page. */
export const SWIPE_THRESHOLD = 50

/**
 * The page a swipe lands on: a mostly horizontal move of at least `threshold` px turns one
 * page (left = next); anything shorter or more vertical stays put so the page can scroll.
 * Without `loop` the ends hold; with it they wrap.
 */
export function swipeTarget(index: number, count: number, dx: number, dy: number, loop = false, threshold = SWIPE_THRESHOLD): number {
  if (count <= 1 || Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return index
  return stepIndex(index, count, dx < 0 ? 1 : -1, loop)
}

/** One step forward (1) or back (-1), clamped or wrapped. */
export function stepIndex(index: number, count: number, step: 1 | -1, loop = false): number {
  if (count <= 0) return 0
  const next = index + step
  if (loop) return (next + count) % count
  return Math.min(count - 1, Math.max(0, next))
}
