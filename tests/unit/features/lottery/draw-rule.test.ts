import { SIGN_IN_EVENT_CODE } from '@/constants'
import { DAILY_DRAWS, DRAW_RULE_TEXT, DRAW_TASKS, drawDay, drawParts, drawsToEarn, grantedDraws, nextRenewal, renewText } from '@/features/lottery/draw-rule'

// The draw rule the dev API server counts by and the draw screen tells (one module for both).

const at = (text: string) => Date.parse(text)

test('the day turns at 00:00 China time, whatever the machine\'s zone', () => {
  expect(drawDay(at('2026-01-05T23:59:59+08:00'))).toBe('2026-01-05')
  expect(drawDay(at('2026-01-06T00:00:00+08:00'))).toBe('2026-01-06')
  // 17:00 UTC on the 5th is already the 6th in China.
  expect(drawDay(at('2026-01-05T17:00:00Z'))).toBe('2026-01-06')
})

test('the quota renews at the next China midnight, never at the instant itself', () => {
  expect(nextRenewal(at('2026-01-05T09:30:00+08:00'))).toBe(at('2026-01-06T00:00:00+08:00'))
  expect(nextRenewal(at('2026-01-05T23:59:59+08:00'))).toBe(at('2026-01-06T00:00:00+08:00'))
  expect(nextRenewal(at('2026-01-06T00:00:00+08:00'))).toBe(at('2026-01-07T00:00:00+08:00'))
})

test('a day\'s parts: the daily draws always, the sign-in\'s once signed in that day', () => {
  const before = drawParts({ signIn: false })
  expect(before).toEqual([
    { source: 'daily', name: '每日赠送', times: DAILY_DRAWS, granted: true },
    { source: 'signIn', name: '每日签到', times: 1, granted: false },
  ])
  expect(grantedDraws(before)).toBe(3)
  expect(drawsToEarn({ parts: before }).map((p) => p.source)).toEqual(['signIn'])
  const after = drawParts({ signIn: true })
  expect(grantedDraws(after)).toBe(4)
  expect(drawsToEarn({ parts: after })).toEqual([])
})

test('the sign-in task is the app\'s sign-in event, and the rule says it all in one line', () => {
  expect(DRAW_TASKS.map((t) => t.eventCode)).toEqual([SIGN_IN_EVENT_CODE])
  expect(DRAW_RULE_TEXT).toBe('每位用户每天可抽奖 3 次，每天 00:00（北京时间）恢复；每日签到额外 +1 次')
})

test('when the draws renew, told from now', () => {
  const now = at('2026-01-05T15:00:00+08:00')
  expect(renewText('2026-01-06T00:00:00+08:00', now)).toBe('明天 00:00')
  expect(renewText('2026-01-05T20:00:00+08:00', now)).toBe('今天 20:00')
  expect(renewText('2026-01-08T00:00:00+08:00', now)).toBe('1月8日 00:00')
})
