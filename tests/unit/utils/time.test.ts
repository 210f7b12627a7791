import { formatClipTime, formatDate, formatDateTime, formatDuration, relativeTime } from '@/utils/time'

const NOW = new Date(2025, 2, 10, 12, 0, 0).getTime()
const ago = (ms: number) => NOW - ms
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('relative time (spec §9)', () => {
  it.each([
    [0, '刚刚'],
    [59_999, '刚刚'],
    [MIN, '1分钟前'],
    [59 * MIN + 59_999, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR + 59 * MIN, '23小时前'],
    [DAY, '1天前'],
    [7 * DAY + 23 * HOUR, '7天前'],
  ])('%i ms ago -> %s', (ms, text) => expect(relativeTime(ago(ms), NOW)).toBe(text))

  it('8 days and older: YYYY-MM-DD HH:mm', () => {
    expect(relativeTime(ago(8 * DAY), NOW)).toBe('2025-03-02 12:00')
    expect(relativeTime(new Date(2024, 11, 31, 9, 5).getTime(), NOW)).toBe('2024-12-31 09:05')
  })

  it('a time in the future (clock skew) reads 刚刚; an invalid one is empty', () => {
    expect(relativeTime(NOW + 5 * MIN, NOW)).toBe('刚刚')
    expect(relativeTime('not a date', NOW)).toBe('')
  })

  it('accepts ISO strings with the China offset', () => {
    expect(relativeTime('2025-03-10T11:30:00+08:00', '2025-03-10T12:00:00+08:00')).toBe('30分钟前')
  })
})

describe('date formats', () => {
  const t = new Date(2025, 0, 5, 8, 9, 7)
  it('default YYYY.MM.DD', () => expect(formatDate(t)).toBe('2025.01.05'))
  it('YYYY/MM/DD HH:mm:ss', () => expect(formatDateTime(t)).toBe('2025/01/05 08:09:07'))
  it('empty for missing or invalid input', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDateTime('garbage')).toBe('')
  })
})

describe('durations HH:MM:SS', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [61, '00:01:01'],
    [3599, '00:59:59'],
    [3661, '01:01:01'],
    [90_000, '25:00:00'],
    [-5, '00:00:00'],
    [12.9, '00:00:12'],
  ])('%p s -> %s', (s, text) => expect(formatDuration(s)).toBe(text))
})

test("a video's length or a time in it reads as a player shows it: MM:SS under an hour", () => {
  expect([formatClipTime(7.4), formatClipTime(60), formatClipTime(125), formatClipTime(3599), formatClipTime(3725)]).toEqual(['00:07', '01:00', '02:05', '59:59', '1:02:05'])
})

test('dates read and print as dayjs read and printed them (the formatter that replaced it in the main package)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the reference, for this test only
  const dayjs = require('dayjs') as typeof import('dayjs')
  const inputs = ['2025-03-01', '2025/03/01 08:30:00', '2025-03-01T08:30:05', '2025-03-01T08:30:05.123', '2025-03-01T08:30:05+08:00', '2025-02-28T23:59:59Z', '2025-12', 1735689600000, new Date(2025, 0, 2, 3, 4, 5)]
  for (const format of ['YYYY.MM.DD', 'YYYY/MM/DD HH:mm:ss', 'MM月DD日 HH:mm', 'HH:mm:ss', 'YYYY-MM-DD HH:mm']) {
    for (const input of inputs) expect([input, format, formatDate(input, format)]).toEqual([input, format, dayjs(input).format(format)])
  }
  expect(formatDate('not a date')).toBe('')
  expect(relativeTime('2025-03-01', '2025-03-20')).toBe(dayjs('2025-03-01').format('YYYY-MM-DD HH:mm'))
})
