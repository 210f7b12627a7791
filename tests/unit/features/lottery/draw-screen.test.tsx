import type { DrawResult, DrawTimes, LotteryActivity, LotteryRecord, Prize } from '@api/activity'
import LotteryDetailPage from '@/package-mine/pages/lottery-page/lottery-detail'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { drawOnce, getDrawTimes, getLotteryPage } from '@/features/lottery/api'
import { nextRenewal } from '@/features/lottery/draw-rule'
import { act } from '../../../support/render'
import { click, renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

// A draw is driven with fake timers inside act(), as the kit's own tests do; React is told so only
// in those tests (elsewhere it would warn of every update that waitFor sees outside act).
const actEnvironment = (on: boolean) => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on
}

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/lottery/api', () => ({ getLotteryPage: jest.fn(), getDrawTimes: jest.fn(), drawOnce: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()
const activity = (extra: Partial<LotteryActivity> = {}): LotteryActivity => ({
  id: 301, name: '车主节幸运大转盘', cover: 'c.svg', rule: '<p>每人每天 3 次</p>', startTime: iso(Date.now() - DAY), endTime: iso(Date.now() + DAY),
  status: 2, gameType: 'wheel', ...extra,
})
const prize = (id: number, name: string, prizeType = 1): Prize => ({
  id, activityId: 301, name, image: `p${id}.svg`, prizeType, points: 0, stock: 5, description: '', sort: id, claimNote: '', validity: '',
})
const PRIZES = [prize(1, '车模'), prize(2, '保温杯'), prize(3, '谢谢参与', 0)]
/** A drawn record of a prize (nothing shipped, received or expired yet). */
const drawn = (p: Prize): LotteryRecord => ({
  id: 9, activityId: 301, activityName: '', prizeId: p.id, prizeName: p.name, prizeImage: p.image, prizeType: p.prizeType, won: p.prizeType !== 0,
  status: p.prizeType === 0 ? 0 : 1, drawAt: iso(Date.now()), validUntil: null, code: null, shipTo: null,
  carrier: null, trackingNo: null, shippedAt: null, receivedAt: null, expiredReason: null,
})
/** Today's draws as the server answers them: 3 a day, +1 once signed in; renewing at the next midnight. */
const times = (remainTimes: number, { signedIn = false, renewAt = iso(nextRenewal(Date.now())) as string | null } = {}): DrawTimes => {
  const totalTimes = signedIn ? 4 : 3
  return {
    activityId: 301, totalTimes, usedTimes: totalTimes - remainTimes, remainTimes, day: '2026-01-05', renewAt,
    parts: [
      { source: 'daily', name: '每日赠送', times: 3, granted: true },
      { source: 'signIn', name: '每日签到', times: 1, granted: signedIn },
    ],
  }
}

function open(a: LotteryActivity, left: number | DrawTimes) {
  openMockPage('/package-mine/pages/lottery-page/lottery-detail', { activityId: '301' })
  ;(getLotteryPage as jest.Mock).mockResolvedValue({ activity: a, prizes: PRIZES })
  ;(getDrawTimes as jest.Mock).mockResolvedValue(typeof left === 'number' ? times(left) : left)
}

beforeEach(() => setToken('dev-token'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
  jest.useRealTimers()
  actEnvironment(false)
})

/** The page once all its parts are in: they mount a task apart (Staged), the rule last. */
async function renderPage() {
  const u = await render(LotteryDetailPage)
  await waitFor(() => expect(u.queries.querySelector('.draw-screen__rule')).not.toBeNull())
  return u
}

test('a running wheel with draws left: the count, the game, links to prizes and my wins', async () => {
  open(activity(), 2)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status')).toBe('你还有 2 次抽奖机会'))
  expect(getLotteryPage).toHaveBeenCalledWith(301)
  expect(u.queries.querySelectorAll('.lottery-wheel__name')).toHaveLength(3)
  expect((u.queries.querySelector('.lottery-wheel__start') as HTMLButtonElement).disabled).toBe(false)
  click(u, '.draw-screen__link')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/lottery-page/prize-page?activityId=301')
})

test('a grid activity shows the nine-cell grid', async () => {
  open(activity({ gameType: 'grid' }), 1)
  const u = await renderPage()
  await waitFor(() => expect(u.queries.querySelector('.lottery-grid')).not.toBeNull())
  expect(u.queries.querySelector('.lottery-wheel')).toBeNull()
})

test('where today\'s draws came from, what sign-in would add, and when they renew', async () => {
  open(activity(), 2)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-times')).toContain('已用 1 / 3 次'))
  const parts = [...u.queries.querySelectorAll('.draw-times__part')].map((row) => row.textContent)
  expect(parts).toEqual(['每日赠送+3 次', '每日签到今日未完成，完成后 +1 次'])
  expect(text(u, '.draw-times__renew')).toBe('恢复明天 00:00 恢复 3 次，未用次数不累计')
})

test('no draws left before today\'s sign-in: 今日次数已用完, when they renew, and 去签到 for one more', async () => {
  open(activity(), 0)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status__title')).toBe('今日次数已用完'))
  expect(text(u, '.draw-status__renew')).toBe('明天 00:00 恢复 3 次')
  expect((u.queries.querySelector('.lottery-wheel__start') as HTMLButtonElement).disabled).toBe(true)
  expect(text(u, '.draw-status__action')).toBe('去签到 +1 次')
  click(u, '.draw-status__action')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/sign-in/sign-in')
})

test('no draws left after today\'s sign-in: no 去签到, as signing in would add nothing', async () => {
  open(activity(), times(0, { signedIn: true }))
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status__title')).toBe('今日次数已用完'))
  expect(u.queries.querySelector('.draw-status__action')).toBeNull()
  expect(text(u, '.draw-times')).toContain('已用 4 / 4 次')
  expect([...u.queries.querySelectorAll('.draw-times__part')].map((row) => row.textContent)).toEqual(['每日赠送+3 次', '每日签到+1 次'])
})

test('no draws left on the activity\'s last day: it says the activity ends before they would renew', async () => {
  open(activity({ endTime: iso(Date.now() + 3_600_000) }), times(0, { renewAt: null }))
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status__renew')).toBe('活动将在次数恢复前结束'))
})

test('not started: a countdown to the start, and no draw', async () => {
  open(activity({ startTime: iso(Date.now() + 2 * DAY + 3_600_000), endTime: iso(Date.now() + 3 * DAY) }), 3)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status')).toMatch(/^活动未开始，距开始还有 2天/))
  expect((u.queries.querySelector('.lottery-wheel__start') as HTMLButtonElement).disabled).toBe(true)
})

test('ended: says so, and no draw', async () => {
  open(activity({ startTime: iso(Date.now() - 3 * DAY), endTime: iso(Date.now() - DAY) }), 3)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status')).toBe('活动已结束，感谢参与'))
  expect((u.queries.querySelector('.lottery-wheel__start') as HTMLButtonElement).disabled).toBe(true)
})

test('logged out: the game shows, the count is not asked, and a login button leads back here', async () => {
  clearSession()
  open(activity(), 3)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status')).toContain('登录后即可抽奖'))
  expect(getDrawTimes).not.toHaveBeenCalled()
  click(u, '.draw-status__action')
  expect(openPage).toHaveBeenCalledWith(expect.stringMatching(/^\/pages\/login\/index\?redirect=/))
})

test('a draw stops on the prize the server chose and shows it; a double tap draws once', async () => {
  open(activity(), 2)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status')).toBe('你还有 2 次抽奖机会'))
  let answer!: (r: DrawResult) => void
  ;(drawOnce as jest.Mock).mockImplementation(() => new Promise<DrawResult>((resolve) => (answer = resolve)))
  actEnvironment(true)
  jest.useFakeTimers()
  await act(() => void u.fireEvent.click(u.queries.querySelector('.lottery-wheel__start')!))
  await act(() => void u.fireEvent.click(u.queries.querySelector('.lottery-wheel__start')!))
  expect(drawOnce).toHaveBeenCalledTimes(1)
  expect(drawOnce).toHaveBeenCalledWith(301, expect.stringMatching(/^[0-9A-Za-z_-]{8,64}$/))
  const record = drawn(PRIZES[1])
  await act(async () => answer({ record, remainTimes: 1 }))
  await act(async () => void (await jest.advanceTimersByTimeAsync(6000)))
  expect(text(u, '.draw-result__prize')).toBe('保温杯')
  expect(text(u, '.draw-screen__announce')).toBe('恭喜抽中 保温杯')
})

test('a failed draw turns the wheel back, says why, and reads the count again from the server', async () => {
  open(activity(), 2)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status')).toBe('你还有 2 次抽奖机会'))
  ;(drawOnce as jest.Mock).mockRejectedValue(new Error('抽奖次数已用完'))
  ;(getDrawTimes as jest.Mock).mockResolvedValue(times(0))
  actEnvironment(true)
  jest.useFakeTimers()
  await act(() => void u.fireEvent.click(u.queries.querySelector('.lottery-wheel__start')!))
  await act(async () => void (await jest.advanceTimersByTimeAsync(2000)))
  jest.useRealTimers()
  await waitFor(() => expect(text(u, '.draw-status')).toContain('今日次数已用完'))
  expect(text(u, '.draw-screen__announce')).toBe('抽奖次数已用完')
  expect(u.queries.querySelector('.draw-result__title')).toBeNull()
})

test('a draw that failed is tried again with the same request id; the next draw gets a new one', async () => {
  open(activity(), 3)
  const u = await renderPage()
  await waitFor(() => expect(text(u, '.draw-status')).toBe('你还有 3 次抽奖机会'))
  const record = drawn(PRIZES[2])
  ;(drawOnce as jest.Mock).mockRejectedValueOnce(new Error('网络不给力')).mockResolvedValue({ record, remainTimes: 2 })
  actEnvironment(true)
  jest.useFakeTimers()
  const tap = async () => {
    await act(() => void u.fireEvent.click(u.queries.querySelector('.lottery-wheel__start')!))
    await act(async () => void (await jest.advanceTimersByTimeAsync(6000)))
  }
  await tap()
  await tap()
  const [first, retry] = (drawOnce as jest.Mock).mock.calls.map((call: unknown[]) => call[1])
  expect(retry).toBe(first)
  await act(() => void u.fireEvent.click(u.queries.querySelector('.draw-result [aria-label="关闭"]')!))
  await tap()
  expect((drawOnce as jest.Mock).mock.calls[2][1]).not.toBe(first)
})
