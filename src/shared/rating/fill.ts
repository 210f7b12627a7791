export type StarFill = 'full' | 'half' | 'empty'

/** A score kept within 0..max, on whole stars or, with half stars, on halves. */
export function roundScore(value: number, max: number, allowHalf: boolean): number {
  const step = allowHalf ? 2 : 1
  const n = Math.round((Number(value) || 0) * step) / step
  return Math.min(Math.max(n, 0), max)
}

/** How each of `max` stars is filled for a score: 3.5 of 5 -> full, full, full, half, empty. */
export function starFills(value: number, max: number, allowHalf = false): StarFill[] {
  const score = roundScore(value, max, allowHalf)
  return Array.from({ length: max }, (_, i) => (score >= i + 1 ? 'full' : score >= i + 0.5 ? 'half' : 'empty'))
}

/** What a screen reader says for a score: '4.5 星，满分 5 星'. */
export function ratingLabel(value: number, max: number): string {
  return `${value} 星，满分 ${max} 星`
}
