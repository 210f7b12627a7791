import { claimPrize, drawOnce, getDrawTimes, getLotteryPage, getLotteryRecords, getPrize, getPrizes, getRunningLotteries } from '@/features/lottery/api'
import { clearSession, setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('pageInfo (tenantId=0) carries the game; every seeded activity in its state', async () => {
  const wheel = await getLotteryPage(301)
  expect(wheel.activity).toMatchObject({ id: 301, gameType: 'wheel', status: 2 })
  expect(wheel.prizes.map((p) => p.sort)).toEqual([1, 2, 3, 4, 5, 6])
  const grid = await getLotteryPage(302)
  expect(grid.activity).toMatchObject({ gameType: 'grid', status: 2 })
  expect(grid.prizes).toHaveLength(8)
  expect(grid.prizes.some((p) => p.stock === 0)).toBe(true)
  expect((await getLotteryPage(303)).activity.status).toBe(1)
  expect((await getLotteryPage(304)).activity.status).toBe(3)
  await expect(getLotteryPage(999)).rejects.toMatchObject({ status: 404, message: '抽奖活动不存在' })
})

test('prizes and one prize with how it is claimed and its validity', async () => {
  const prizes = await getPrizes(302)
  expect(prizes.every((p) => p.activityId === 302)).toBe(true)
  const cap = await getPrize(1)
  expect(cap).toMatchObject({ prizeType: 1, claimNote: expect.stringContaining('收货地址'), validity: expect.stringContaining('30 天') })
  await expect(getPrize(9999)).rejects.toMatchObject({ status: 404 })
})

test('a draw counts down the times and lands in my records; then refused when none are left', async () => {
  expect(await getDrawTimes(302)).toMatchObject({ activityId: 302, totalTimes: 3, usedTimes: 0, remainTimes: 3 })
  const drawn = await drawOnce(302)
  expect(drawn.remainTimes).toBe(2)
  expect((await getDrawTimes(302)).remainTimes).toBe(2)
  const mine = await getLotteryRecords({ activityId: 302, pageNo: 1, pageSize: 10 })
  expect(mine.list[0].id).toBe(drawn.record.id)
  await drawOnce(302)
  await drawOnce(302)
  await expect(drawOnce(302)).rejects.toMatchObject({ status: 409, message: '抽奖次数已用完' })
})

test('a draw outside the activity time is refused with why', async () => {
  await expect(drawOnce(303)).rejects.toMatchObject({ status: 400, message: '活动尚未开始' })
  await expect(drawOnce(304)).rejects.toMatchObject({ status: 400, message: '活动已结束' })
  expect(api.toasts).toEqual(['活动尚未开始', '活动已结束'])
})

test('my wins across every activity, newest first, in every state', async () => {
  const page = await getLotteryRecords({ pageNo: 1, pageSize: 50, wonOnly: true })
  expect(new Set(page.list.map((r) => r.activityId))).toEqual(new Set([301, 302, 304]))
  const times = page.list.map((r) => Date.parse(r.drawAt))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  expect(new Set(page.list.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4]))
  expect(page.list.every((r) => r.won)).toBe(true)
  const code = page.list.find((r) => r.prizeType === 3)
  expect(code?.code).toBe('LX50-8K2M-Q7PA')
  const all = await getLotteryRecords({ pageNo: 1, pageSize: 50 })
  expect(all.list.some((r) => !r.won && r.status === 0)).toBe(true)
})

test('claiming a physical prize ships it to my address; twice is refused', async () => {
  const claimed = await claimPrize(2, 2)
  expect(claimed).toMatchObject({ id: 2, status: 2, shipTo: { receiverName: '王小明', address: expect.stringContaining('中关村软件园') } })
  await expect(claimPrize(2, 1)).rejects.toMatchObject({ status: 409, message: '该奖品已领取，请勿重复领取' })
  const page = await getLotteryRecords({ pageNo: 1, pageSize: 50 })
  expect(page.list.find((r) => r.id === 2)?.status).toBe(2)
})

test('claiming an expired, non-physical, unknown or someone else\'s record, or to another\'s address, is refused', async () => {
  await expect(claimPrize(6, 1)).rejects.toMatchObject({ status: 409, message: '已超过领取期限，奖品已失效' })
  await expect(claimPrize(3, 1)).rejects.toMatchObject({ status: 400, message: '该奖品无需填写收货地址' })
  await expect(claimPrize(9999, 1)).rejects.toMatchObject({ status: 404, message: '中奖记录不存在' })
  await expect(claimPrize(8, 3)).rejects.toMatchObject({ status: 404, message: '收货地址不存在' })
  setToken('dev-token-2')
  await expect(claimPrize(8, 3)).rejects.toMatchObject({ status: 404, message: '中奖记录不存在' })
  const mine = await api.send({ method: 'GET', path: '/activity/api/v1/activity/app/lottery/records', query: { pageNo: 1, pageSize: 50 }, token: 'dev-token' })
  expect(mine.json.data.list.find((r: { id: number }) => r.id === 8).status).toBe(1)
})

test('logged out: the page reads, draw times and records need a login', async () => {
  clearSession()
  await expect(getLotteryPage(301)).resolves.toMatchObject({ activity: { id: 301 } })
  await expect(getDrawTimes(301)).rejects.toMatchObject({ status: 401 })
  await expect(getLotteryRecords({ pageNo: 1 })).rejects.toMatchObject({ status: 401 })
})

test('the running lotteries, the one ending first first; neither the upcoming nor the ended one', async () => {
  clearSession()
  const running = await getRunningLotteries()
  expect(running.map((a) => a.id)).toEqual([301, 302])
  expect(running[0]).toMatchObject({ name: '车主节幸运大转盘', gameType: 'wheel' })
})
