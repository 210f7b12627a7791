import dayjs from 'dayjs'

/** How far ahead a test drive can be booked (the server accepts up to 60 days). */
export const BOOKABLE_DAYS = 14

/** Time slots offered; the chosen one travels in the remark (the booking call takes a date only). */
export const TIME_SLOTS = ['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'] as const

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

export interface DayOption {
  value: string
  label: string
  sub: string
}

/** The bookable days from today: 今天, 明天, then the weekday, each with its MM-DD. */
export function bookableDays(now: Date | number = Date.now(), count: number = BOOKABLE_DAYS): DayOption[] {
  const today = dayjs(now).startOf('day')
  return Array.from({ length: count }, (_, i) => {
    const day = today.add(i, 'day')
    return { value: day.format('YYYY-MM-DD'), label: i === 0 ? '今天' : i === 1 ? '明天' : WEEKDAYS[day.day()], sub: day.format('MM-DD') }
  })
}

/** A slot can still be booked when it starts at least an hour from now. */
export function slotOpen(date: string, slot: string, now: Date | number = Date.now()): boolean {
  const start = dayjs(`${date} ${slot.slice(0, 5)}`)
  return start.isValid() && start.diff(dayjs(now), 'minute') >= 60
}
