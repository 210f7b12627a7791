import { formatDuration } from '@/utils/time'

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** Whole seconds left (what an SMS button shows: 重新发送(59s)). */
  totalSeconds: number
  done: boolean
}

/**
 * Remaining milliseconds split into days, hours, minutes and seconds. Partial seconds round up,
 * so a countdown reads 00:00:01 until the very end and reaches 00:00:00 exactly when it is over.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil((Number(remainingMs) || 0) / 1000))
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
    done: totalSeconds === 0,
  }
}

/** '2天 03:04:05', or '03:04:05' under a day; '00:00:00' once over. */
export function countdownText(parts: CountdownParts): string {
  const rest = formatDuration(parts.totalSeconds % 86_400)
  return parts.days > 0 ? `${parts.days}天 ${rest}` : rest
}
