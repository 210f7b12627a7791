import { CAPPED_SUFFIX, COUNT_UNIT } from '@/constants'

/**
 * Spec §9 count display: below 10000 the number itself; exactly 10000 is '1w'; above that the
 * whole number of ten-thousands and 'w+' (15000 -> '1w+', 23456 -> '2w+').
 */
export function formatCount(value: number | null | undefined): string {
  const n = Number(value) || 0
  if (n < COUNT_UNIT) return String(n)
  if (n === COUNT_UNIT) return '1w'
  return `${Math.floor(n / COUNT_UNIT)}w+`
}

/** `max` followed by `suffix` above `max`, else the number itself (99 -> '99', 120 -> '99+'). */
export function cappedNumber(value: number | null | undefined, max: number, suffix: string = CAPPED_SUFFIX): string {
  const n = Number(value) || 0
  return n > max ? `${max}${suffix}` : String(n)
}
