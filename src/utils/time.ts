import { DATE_FORMAT, DATE_TIME_FORMAT, RELATIVE_FALLBACK_FORMAT, RELATIVE_TIME_MAX_DAYS } from '@/constants'

export type TimeInput = string | number | Date

// Parsing and formatting by hand rather than with dayjs: these few lines are all the app's dates
// need on every screen, and dayjs would add 7 KB to the mini-program's main package.

/** A date-time without a zone (2025-03-01, 2025/03/01 08:30:00): local time, as dayjs reads it. */
const LOCAL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

/** `value` as a Date (invalid when it names no time); a zoned ISO string keeps its zone. */
function toDate(value: TimeInput): Date {
  if (value instanceof Date) return new Date(value.getTime())
  const parts = typeof value === 'string' ? LOCAL.exec(value) : null
  if (!parts) return new Date(value)
  const [, y, m, d, h, min, s, ms] = parts
  return new Date(Number(y), Number(m || 1) - 1, Number(d || 1), Number(h || 0), Number(min || 0), Number(s || 0), Number((ms || '0').slice(0, 3)))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `format` with YYYY, MM, DD, HH, mm and ss filled in from `time` (local time). */
function format(time: Date, pattern: string): string {
  const parts: Record<string, string> = {
    YYYY: String(time.getFullYear()),
    MM: pad(time.getMonth() + 1),
    DD: pad(time.getDate()),
    HH: pad(time.getHours()),
    mm: pad(time.getMinutes()),
    ss: pad(time.getSeconds()),
  }
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token])
}

const valid = (time: Date) => !Number.isNaN(time.getTime())

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Spec §9 relative time: under a minute 刚刚; under an hour N分钟前; under a day N小时前;
 * under 8 days N天前; otherwise 'YYYY-MM-DD HH:mm'. Future times (clock skew) read 刚刚.
 */
export function relativeTime(value: TimeInput, now: TimeInput = Date.now()): string {
  const time = toDate(value)
  if (!valid(time)) return ''
  const diff = toDate(now).getTime() - time.getTime()
  if (diff < MINUTE) return '刚刚'
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`
  if (diff < RELATIVE_TIME_MAX_DAYS * DAY) return `${Math.floor(diff / DAY)}天前`
  return format(time, RELATIVE_FALLBACK_FORMAT)
}

/** 'YYYY.MM.DD' by default; '' for a missing or invalid date. */
export function formatDate(value: TimeInput | null | undefined, pattern: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return ''
  const time = toDate(value)
  return valid(time) ? format(time, pattern) : ''
}

/** 'YYYY/MM/DD HH:mm:ss'. */
export function formatDateTime(value: TimeInput | null | undefined): string {
  return formatDate(value, DATE_TIME_FORMAT)
}

/** A video's length or a time in it, as players show it: MM:SS under an hour (00:07), else H:MM:SS. */
export function formatClipTime(totalSeconds: number): string {
  const text = formatDuration(totalSeconds)
  return totalSeconds < 3600 ? text.slice(3) : text.replace(/^0/, '')
}

/** Seconds as 'HH:MM:SS' (hours keep counting past 24: 90000 -> '25:00:00'). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number(totalSeconds) || 0))
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}
