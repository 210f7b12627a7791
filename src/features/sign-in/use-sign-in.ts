import { useCallback, useEffect, useRef, useState } from 'react'
import type { EventResult, SignCalendar, TaskInfo, TaskProgress } from '@api/user'
import { toast } from '@/shared/toast'
import { getSignCalendar, getTaskProgress, loadTask, startTaskEvent } from './api'
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

export function useSignIn(enabled: boolean) {
  const [state, setState] = useState<SignInState>({ loading: true, signing: false })
  const busy = useRef(false)

  const load = useCallback(async (month?: string) => {
    setState((s) => ({ ...s, loading: true }))
    const [task, calendar] = await Promise.all([loadTask(), getSignCalendar(month)])
    const progress = task ? await getTaskProgress(task.id) : false
    setState((s) => ({ ...s, task, progress, calendar, month: calendar ? calendar.month : month, loading: false }))
  }, [])

  useEffect(() => {
    if (enabled) void load()
  }, [enabled, load])

  const showMonth = useCallback(async (month: string) => {
    const calendar = await getSignCalendar(month)
    setState((s) => ({ ...s, month, calendar }))
  }, [])

  const signIn = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    setState((s) => ({ ...s, signing: true }))
    const result = await startTaskEvent()
    if (result) {
      setState((s) => ({
        ...s,
        signing: false,
        result,
        progress: s.progress ? { ...s.progress, completed: true, continuousDays: result.continuousDays, totalDays: s.progress.totalDays + 1 } : s.progress,
        calendar: s.calendar ? withToday(s.calendar, result) : s.calendar,
      }))
      toast(`签到成功 +${result.rewardPoint} 积分`, 'success')
    } else {
      // Refused or failed: ask again what today looks like, and say which of the two it was.
      const task = await loadTask()
      const progress = task ? await getTaskProgress(task.id) : false
      setState((s) => ({ ...s, signing: false, task: task || s.task, progress }))
      toast(progress && progress.completed ? ALREADY_SIGNED : SIGN_FAILED)
    }
    busy.current = false
  }, [])

  return { state, load, showMonth, signIn }
}
