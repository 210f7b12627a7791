// The chart's geometry as pure functions: what the axis says and where each bar and label goes,
// as fractions of the plot (0..1), so the component only turns them into percentages.

/** The steps an axis counts in: 1, 2 or 5 times a power of ten (never below 1: daily counts are whole). */
const NICE = [1, 2, 5, 10]

function niceStep(raw: number): number {
  if (!(raw > 1)) return 1
  let magnitude = 10 ** Math.floor(Math.log10(raw))
  // log10 of 1000 can come out a hair under 3.
  if (raw / magnitude >= 10) magnitude *= 10
  return NICE.find((n) => n * magnitude >= raw)! * magnitude
}

/**
 * The y axis's ticks from 0 up to the first tick at or above `max`, in at most `count` steps of a
 * nice size (7 in 4 steps: 0 2 4 6 8; 1234: 0 500 1000 1500). Nothing to show (0, negative, NaN)
 * still gets an axis, 0 and 1, so an all-zero series sits on the floor of a real chart.
 */
export function niceTicks(max: number, count = 4): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1
  const step = niceStep(top / Math.max(1, Math.floor(count)))
  const steps = Math.ceil(top / step)
  return Array.from({ length: steps + 1 }, (_, i) => i * step)
}

/** How high `value` stands on an axis from 0 to `top`, 0..1 (clamped: a value over the top is drawn at it). */
export function yFraction(value: number, top: number): number {
  if (!(top > 0) || !(value > 0)) return 0
  return Math.min(1, value / top)
}

/**
 * The centres of `n` equal bands across the plot, 0..1: one point stands in the middle (0.5),
 * seven at 1/14, 3/14 … 13/14. Bars and x labels both use them, so a label sits under its bar.
 */
export function xPositions(n: number): number[] {
  const count = Math.max(0, Math.floor(n))
  return Array.from({ length: count }, (_, i) => (i + 0.5) / count)
}

/**
 * Which of `n` x labels to show so that at most `max` are drawn and none overlap: every k-th,
 * counted back from the last (the latest day is the one read first), all when they fit.
 */
export function thinLabels(n: number, max = 7): number[] {
  const count = Math.max(0, Math.floor(n))
  const every = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(max))))
  return Array.from({ length: count }, (_, i) => i).filter((i) => (count - 1 - i) % every === 0)
}

/** A tick's text: whole numbers, 万 from ten thousand on (15000 -> 1.5万), so the axis stays narrow. */
export function tickText(value: number): string {
  if (Math.abs(value) < 10000) return String(value)
  return `${Number((value / 10000).toFixed(1))}万`
}
