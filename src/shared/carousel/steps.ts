/** Travel (px) a finger must cover along the carousel before a swipe turns the page. */
export const SWIPE_THRESHOLD = 50

/**
 * The page a swipe lands on: a move mostly along the carousel's axis (`along`, against the
 * other axis `across`) of at least `threshold` px turns one page (left or up = next); anything
 * shorter or more across stays put so the page can scroll. Without `loop` the ends hold.
 */
export function swipeTarget(index: number, count: number, along: number, across: number, loop = false, threshold = SWIPE_THRESHOLD): number {
  if (count <= 1 || Math.abs(along) < threshold || Math.abs(along) <= Math.abs(across)) return index
  return stepIndex(index, count, along < 0 ? 1 : -1, loop)
}

/** One step forward (1) or back (-1), clamped or wrapped. */
export function stepIndex(index: number, count: number, step: 1 | -1, loop = false): number {
  if (count <= 0) return 0
  const next = index + step
  if (loop) return (next + count) % count
  return Math.min(count - 1, Math.max(0, next))
}

/**
 * Whether page `i` is the current page or one a single swipe reaches (with `loop` the first and
 * last are neighbours). A story renders only these: its pages are full-screen and heavy.
 */
export function isNear(i: number, index: number, count: number, loop = false): boolean {
  const gap = Math.abs(i - index)
  return gap <= 1 || (loop && count > 2 && gap === count - 1)
}
