// Draws that renew (issue 38): the day's quota, the sign-in's extra draw, the 409 beyond them,
// the renewal at 00:00 China time (walked into with the admin clock), a draw sent twice with one
// request id, and the clock route's own refusals. The rule: src/features/lottery/draw-rule.ts.
import { drawOnce, getDrawTimes, getLotteryRecords } from '@/features/lottery/api'
import { DAILY_DRAWS, drawDay, nextRenewal } from '@/features/lottery/draw-rule'
import { startTaskEvent } from '@/features/sign-in/api'
import { setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

/** Activity 302 (grid, running): the dev user has not drawn in it today. */
const GRID = 302
const clock = (json: unknown) => api.send({ method: 'POST', path: '/__admin/clock', json })
const drawsIn = async (activityId: number) => (await getLotteryRecords({ activityId, pageNo: 1, pageSize: 50 })).total

async function drawAll(activityId: number) {
  const { remainTimes } = await getDrawTimes(activityId)
  for (let i = 0; i < remainTimes; i++) await drawOnce(activityId)
}

test('today\'s draws: the daily part, the sign-in still to earn, and when they renew (next 00:00 China time)', async () => {
  const before = Date.now()
  const t = await getDrawTimes(GRID)
  const after = Date.now()
  expect(t).toMatchObject({ activityId: GRID, totalTimes: DAILY_DRAWS, usedTimes: 0, remainTimes: DAILY_DRAWS })
  expect([drawDay(before), drawDay(after)]).toContain(t.day)
  expect(t.parts).toEqual([
    { source: 'daily', name: '每日赠送', times: 3, granted: true },
    { source: 'signIn', name: '每日签到', times: 1, granted: false },
  ])
  expect(t.renewAt).toMatch(/T00:00:00\+08:00$/)
  expect([nextRenewal(before), nextRenewal(after)]).toContain(Date.parse(t.renewAt!))
})

test('three draws use up the day; a fourth is refused with 409 and changes nothing', async () => {
  const records = await drawsIn(GRID)
  expect((await drawOnce(GRID)).remainTimes).toBe(2)
  expect((await drawOnce(GRID)).remainTimes).toBe(1)
  expect((await drawOnce(GRID)).remainTimes).toBe(0)
  await expect(drawOnce(GRID)).rejects.toMatchObject({ status: 409, message: '抽奖次数已用完' })
  expect(await getDrawTimes(GRID)).toMatchObject({ totalTimes: 3, usedTimes: 3, remainTimes: 0 })
  expect(await drawsIn(GRID)).toBe(records + 3)
  expect(api.toasts).toEqual(['抽奖次数已用完'])
})

test('the day\'s sign-in adds one draw to every running activity, once', async () => {
  await drawAll(GRID)
  expect((await getDrawTimes(GRID)).remainTimes).toBe(0)
  expect(await startTaskEvent()).toMatchObject({ eventCode: 'SJ50001' })
  const t = await getDrawTimes(GRID)
  expect(t).toMatchObject({ totalTimes: 4, usedTimes: 3, remainTimes: 1 })
  expect(t.parts.find((p) => p.source === 'signIn')).toMatchObject({ times: 1, granted: true })
  // Every running activity: 301 too (the seed has the dev user one draw into it today).
  expect((await getDrawTimes(301)).totalTimes).toBe(4)
  expect((await drawOnce(GRID)).remainTimes).toBe(0)
  await expect(drawOnce(GRID)).rejects.toMatchObject({ status: 409, message: '抽奖次数已用完' })
  // A second sign-in the same day is refused (and swallowed, spec §8): no second draw.
  expect(await startTaskEvent()).toBe(false)
  expect(await getDrawTimes(GRID)).toMatchObject({ totalTimes: 4, remainTimes: 0 })
})

test('the next day the quota is back: the daily draws again, yesterday\'s sign-in draw gone', async () => {
  await startTaskEvent()
  await drawAll(GRID)
  const today = (await getDrawTimes(GRID)).day
  const moved = await clock({ advanceDays: 1 })
  expect(moved.status).toBe(200)
  expect(moved.json.data).toMatchObject({ offsetMs: 86_400_000, now: expect.stringMatching(/\+08:00$/) })
  const t = await getDrawTimes(GRID)
  expect(t.day > today).toBe(true)
  expect(t).toMatchObject({ totalTimes: 3, usedTimes: 0, remainTimes: 3 })
  expect(t.parts.find((p) => p.source === 'signIn')?.granted).toBe(false)
  expect((await drawOnce(GRID)).remainTimes).toBe(2)
})

test('on the activity\'s last day the draws do not renew: renewAt is null', async () => {
  // Activity 301 ends 25 days after the seed: a minute before its end, the next 00:00 is after it.
  expect((await clock({ advanceMs: 25 * 86_400_000 - 60_000 })).status).toBe(200)
  expect((await getDrawTimes(301)).renewAt).toBeNull()
})

test('a draw sent twice with one request id draws once and answers the same record', async () => {
  const records = await drawsIn(GRID)
  const first = await drawOnce(GRID, 'retry-draw-0001')
  const again = await drawOnce(GRID, 'retry-draw-0001')
  expect(again.record).toEqual(first.record)
  expect(again.remainTimes).toBe(2)
  expect(await getDrawTimes(GRID)).toMatchObject({ usedTimes: 1, remainTimes: 2 })
  expect(await drawsIn(GRID)).toBe(records + 1)
  // Another id is another draw; a bad id is refused.
  expect((await drawOnce(GRID, 'retry-draw-0002')).record.id).not.toBe(first.record.id)
  await expect(drawOnce(GRID, 'no')).rejects.toMatchObject({ status: 400, message: expect.stringContaining('请求标识') })
  // The same id from another user is that user's own draw.
  setToken('dev-token-2')
  expect((await drawOnce(GRID, 'retry-draw-0001')).record.id).not.toBe(first.record.id)
})

test('the seed: user 2 has used today\'s three draws in 301 and is refused', async () => {
  setToken('dev-token-2')
  expect(await getDrawTimes(301)).toMatchObject({ totalTimes: 3, usedTimes: 3, remainTimes: 0 })
  await expect(drawOnce(301)).rejects.toMatchObject({ status: 409, message: '抽奖次数已用完' })
})

test('the admin clock: one of advanceDays or advanceMs, forward only; /__reset puts it back', async () => {
  for (const body of [{}, { advanceDays: 1, advanceMs: 1000 }, { advanceDays: 0 }, { advanceMs: -5 }, { advanceDays: 'x' }]) {
    const res = await clock(body)
    expect([res.status, res.json.status]).toEqual([400, 400])
    expect(res.json.message).toMatch(/[\u4e00-\u9fa5]/)
  }
  const today = (await getDrawTimes(GRID)).day
  expect((await clock({ advanceMs: 3 * 86_400_000 })).json.data.offsetMs).toBe(3 * 86_400_000)
  expect((await clock({ advanceDays: 1 })).json.data.offsetMs).toBe(4 * 86_400_000)
  expect((await getDrawTimes(GRID)).day > today).toBe(true)
  await api.send({ method: 'POST', path: '/__reset', json: {} })
  expect((await getDrawTimes(GRID)).day).toBe(today)
})
