import { PRIZE_TYPE as SERVER_PRIZE_TYPE, RECORD_STATUS as SERVER_RECORD_STATUS } from '@api/activity-lottery'
import {
  AUTO_RECEIVE_DAYS, autoReceiveTime, CLAIM_DAYS, claimDeadline, codeLapsed, EXPIRED_REASON, PRIZE_RULE_TEXT, PRIZE_TYPE, RECORD_STATUS, settledStatus,
} from '@/features/lottery/prize-rules'

const DAY = 24 * 3600 * 1000
const SHIPPED = '2026-03-05T09:00:00+08:00'
const rec = (status: number, extra: { validUntil?: string | null; shippedAt?: string | null } = {}) => ({ status, validUntil: null, shippedAt: null, ...extra })

test('the app\'s codes are the server\'s', () => {
  expect(RECORD_STATUS).toEqual(SERVER_RECORD_STATUS)
  expect(PRIZE_TYPE).toEqual(SERVER_PRIZE_TYPE)
})

test('the rules as decided and as the user reads them', () => {
  expect(CLAIM_DAYS).toBe(30)
  expect(AUTO_RECEIVE_DAYS).toBe(7)
  expect(EXPIRED_REASON).toBe('超过领取期限未领取')
  expect(PRIZE_RULE_TEXT).toContain('30 天内')
  expect(PRIZE_RULE_TEXT).toContain('发货后 7 天')
  expect(claimDeadline(0)).toBe(30 * DAY)
  expect(autoReceiveTime(SHIPPED)).toBe(Date.parse(SHIPPED) + 7 * DAY)
})

test('a prize to claim expires after its deadline, not at it', () => {
  const until = '2026-04-01T10:00:00+08:00'
  expect(settledStatus(rec(1, { validUntil: until }), Date.parse(until))).toBe(1)
  expect(settledStatus(rec(1, { validUntil: until }), Date.parse(until) + 1)).toBe(4)
  // Claimed in time, the deadline no longer matters.
  expect(settledStatus(rec(2, { validUntil: until }), Date.parse(until) + DAY)).toBe(2)
})

test('a shipped prize confirms itself AUTO_RECEIVE_DAYS after shipping', () => {
  const at = autoReceiveTime(SHIPPED)
  expect(settledStatus(rec(5, { shippedAt: SHIPPED }), at - 1)).toBe(5)
  expect(settledStatus(rec(5, { shippedAt: SHIPPED }), at)).toBe(3)
  expect(settledStatus(rec(3, { shippedAt: SHIPPED }), at + DAY)).toBe(3)
})

test('a code lapses after its validity', () => {
  const until = '2026-04-01T10:00:00+08:00'
  expect(codeLapsed({ code: 'LX', validUntil: until }, Date.parse(until))).toBe(false)
  expect(codeLapsed({ code: 'LX', validUntil: until }, Date.parse(until) + 1)).toBe(true)
  expect(codeLapsed({ code: null, validUntil: until }, Date.parse(until) + 1)).toBe(false)
})
