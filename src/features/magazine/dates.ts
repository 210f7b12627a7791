/**
 * 'YYYY-MM-DD…' as 'YYYY.MM.DD' (spec §9 default date format) without dayjs: the entry page
 * counts every kilobyte of its JavaScript.
 */
export function dotDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  return m ? `${m[1]}.${m[2]}.${m[3]}` : ''
}
