import dayjs from 'dayjs'
import { DATE_FORMAT, DATE_TIME_FORMAT, RELATIVE_FALLBACK_FORMAT, RELATIVE_TIME_MAX_DAYS } from '@/constants'

export type TimeInput = string | number | Date

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Spec §9 relative time: under a minute 刚刚; under an hour N分钟前; under a day N小时前;
 * under 8 days N天前; otherwise 'YYYY-MM-DD HH:mm'. Future times (clock skew) read 刚刚.
 */
export function relativeTime(value: TimeInput, now: TimeInput = Date.now()): string {
  const time = dayjs(value)
  if (!time.isValid()) return ''
  const diff = dayjs(now).valueOf() - time.valueOf()
  if (diff < MINUTE) return '刚刚'
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`
  if (diff < RELATIVE_TIME_MAX_DAYS * DAY) return `${Math.floor(diff / DAY)}天前`
  return time.format(RELATIVE_FALLBACK_FORMAT)
}

/** 'YYYY.MM.DD' by default; '' for a missing or invalid date. */
export function formatDate(value: TimeInput | null | undefined, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return ''
  const time = dayjs(value)
  return time.isValid() ? time.format(format) : ''
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
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}
