import dayjs from 'dayjs'
import { INSTALL_DAYS_OFFERED } from './constants'

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

export interface DayOption {
  value: string
  label: string
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000

/** Today on the China calendar, whatever the phone's time zone: the server counts days so. */
const chinaToday = (now: Date | number) => dayjs(new Date(Number(now) + CHINA_OFFSET_MS).toISOString().slice(0, 10))

/** The first day an installation can be wished for: tomorrow (the installer needs notice). */
export const firstInstallDay = (now: Date | number = Date.now()) => chinaToday(now).add(1, 'day').format('YYYY-MM-DD')

/** Days from tomorrow, 'YYYY-MM-DD' with '11月24日 周二' to read. */
export function installDays(now: Date | number = Date.now(), count: number = INSTALL_DAYS_OFFERED): DayOption[] {
  const first = chinaToday(now).add(1, 'day')
  return Array.from({ length: count }, (_, i) => {
    const day = first.add(i, 'day')
    return { value: day.format('YYYY-MM-DD'), label: `${day.format('M月D日')} ${WEEKDAYS[day.day()]}` }
  })
}

/** '2026-11-24' -> '2026年11月24日 周二'; '' stays ''. */
export function dayText(value: string | null): string {
  if (!value) return ''
  const day = dayjs(value)
  return day.isValid() ? `${day.format('YYYY年M月D日')} ${WEEKDAYS[day.day()]}` : value
}
