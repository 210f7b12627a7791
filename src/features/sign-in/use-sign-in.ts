import { useCallback, useRef, useState } from 'react'
import type { EventResult, SignCalendar, TaskInfo, TaskProgress } from '@api/user'
import { readQuery } from '@/core/query'
import { toast } from '@/shared/toast'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { startTaskEvent } from './api'
import { signCalendarQuery, signInTodayQuery } from './queries'
import { countStreak } from './streak'

export interface SignInState {
  /** false: the task could not be loaded (swallowed, spec §8). */
  task?: TaskInfo | false
  progress?: TaskProgress | false
  calendar?: SignCalendar | false
  /** The month shown (YYYY-MM); the server's current month until the user pages. */
  month?: string
  loading: boolean
  signing: boolean
  /** The answer to this visit's sign-in: reward and the new point balance. */
  result?: EventResult
}

export const ALREADY_SIGNED = '今天已经签到过了，明天再来吧'
export const SIGN_FAILED = '签到失败，请稍后重试'

/** Signed today? Anything unknown counts as not signed (spec §8: failures show as not signed). */
export function signedToday(s: SignInState): boolean {
  if (s.progress) return s.progress.completed
  return s.calendar ? s.calendar.signedToday : false
}

export function streakOf(s: SignInState): number {
  if (s.progress) return s.progress.continuousDays
  if (!s.calendar) return 0
  const month = s.calendar.month
  return countStreak(s.calendar.signedDays.map((d) => `${month}-${String(d).padStart(2, '0')}`), s.calendar.today)
}

/** The calendar after a sign-in today, without waiting for another round trip. */
function withToday(calendar: SignCalendar, result: EventResult): SignCalendar {
  if (!calendar.today.startsWith(calendar.month)) return { ...calendar, signedToday: true, continuousDays: result.continuousDays }
  const day = Number(calendar.today.slice(8))
  const days = calendar.signedDays.includes(day) ? calendar.signedDays : [...calendar.signedDays, day].sort((a, b) => a - b)
  return { ...calendar, signedDays: days, signedToday: true, continuousDays: result.continuousDays }
}

/**
 * The sign-in page's state: today's task and progress and the month shown, each a read of the
 * data cache (signInTodayQuery, signCalendarQuery), and the sign-in, through the write helper.
 * A sign-in shows at once (the calendar gains today) and marks the user, so every read of it,
 * these included, is read again from the server.
 */
export function useSignIn(enabled: boolean) {
  const [month, setMonth] = useState<string>()
  const [result, setResult] = useState<EventResult>()
  const today = useQuery(signInTodayQuery, enabled && [])
  const calendar = useQuery(signCalendarQuery, enabled && [month])
  const { setData: setToday } = today
  const { setData: setCalendar } = calendar

  const load = useCallback((again?: string) => {
    setMonth(again)
    return Promise.all([today.reload(), calendar.reload()]).then(() => undefined)
  }, [today, calendar])
  const showMonth = useCallback(async (next: string) => setMonth(next), [])

  // The event answers false when refused or failed (spec §8: swallowed, no toast): the answer says what to tell.
  const signing = useWrite(startTaskEvent, {
    onDone: async (answer) => {
      if (answer) {
        setResult(answer)
        setToday((t) => t && { ...t, progress: t.progress && { ...t.progress, completed: true, continuousDays: answer.continuousDays, totalDays: t.progress.totalDays + 1 } })
        setCalendar((c) => (c ? withToday(c, answer) : c))
        toast(`签到成功 +${answer.rewardPoint} 积分`, 'success')
        return
      }
      // Refused or failed: ask again what today looks like, and say which of the two it was.
      await today.reload()
      const progress = readQuery<{ progress: TaskProgress | false }>(signInTodayQuery.text()).data?.progress
      toast(progress && progress.completed ? ALREADY_SIGNED : SIGN_FAILED)
    },
  })
  const { run } = signing
  const signIn = useCallback(() => run(), [run])

  // Paging to a month not read yet keeps the month shown until it answers.
  const last = useRef<SignCalendar | false>()
  if (calendar.data !== undefined) last.current = calendar.data
  const shown = calendar.data ?? (calendar.loading ? last.current : undefined)

  const state: SignInState = {
    task: today.data?.task,
    progress: today.data?.progress,
    calendar: shown,
    month: shown ? shown.month : month,
    loading: !today.data || shown === undefined,
    signing: signing.busy,
    result,
  }
  return { state, load, showMonth, signIn }
}
