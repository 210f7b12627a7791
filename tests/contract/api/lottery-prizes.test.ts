// Prizes that arrive (issue 38): a claimed physical prize is shipped by the brand (admin route),
// followed by the user (carrier, tracking number) and confirmed received, by the user or by
// itself AUTO_RECEIVE_DAYS after shipping; an unclaimed one expires with its reason; my wins
// filter by state. Seed (mock/seed/activities.ts, user 1): 2 and 8 to claim, 4 claimed (to ship),
// 3 a code, 5 received, 6 expired.
import { claimPrize, confirmReceipt, getLotteryRecords } from '@/features/lottery/api'
import { AUTO_RECEIVE_DAYS, EXPIRED_REASON } from '@/features/lottery/prize-rules'
import { clearSession, setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
const DAY = 24 * 3600 * 1000

const ship = (id: number, json: Record<string, unknown> = { carrier: '顺丰速运', trackingNo: 'SF1234567890' }) =>
  api.send({ method: 'POST', path: `/__admin/lottery/records/${id}/ship`, json })

const mine = async (status?: number) => (await getLotteryRecords({ pageNo: 1, pageSize: 50, wonOnly: true, ...(status === undefined ? {} : { status }) })).list

test('claimed, shipped by the brand, followed, confirmed: 待发货 -> 待收货 -> 已收货; confirming again answers the same record', async () => {
  const claimed = await claimPrize(2, 2)
  expect(claimed).toMatchObject({ id: 2, status: 2, carrier: null, trackingNo: null, shippedAt: null, receivedAt: null })

  const shipped = await ship(2)
  expect(shipped.status).toBe(200)
  expect(shipped.json.data).toMatchObject({ id: 2, status: 5, carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: expect.stringMatching(/\+08:00$/) })
  const seen = (await mine()).find((r) => r.id === 2)
  expect(seen).toMatchObject({ status: 5, carrier: '顺丰速运', trackingNo: 'SF1234567890', shipTo: { address: expect.stringContaining('中关村软件园') } })
  expect((await mine(5)).map((r) => r.id)).toEqual([2])

  const received = await confirmReceipt(2)
  expect(received).toMatchObject({ id: 2, status: 3, carrier: '顺丰速运', receivedAt: expect.stringMatching(/\+08:00$/) })
  const again = await confirmReceipt(2)
  expect(again).toEqual(received)
  expect((await mine()).find((r) => r.id === 2)).toEqual(received)
  expect(api.toasts).toEqual([])
})

test('a claim repeated with the same address (a retry after a lost answer) answers the same record; another address is refused', async () => {
  const first = await claimPrize(8, 1)
  expect(await claimPrize(8, 1)).toEqual(first)
  await expect(claimPrize(8, 2)).rejects.toMatchObject({ status: 409, message: '该奖品已领取，请勿重复领取' })
  await ship(8)
  await expect(claimPrize(8, 1)).rejects.toMatchObject({ status: 409, message: '该奖品已领取，请勿重复领取' })
})

test(`a shipped prize confirms itself ${AUTO_RECEIVE_DAYS} days after shipping; confirming it then answers it as it is`, async () => {
  const shippedAt = new Date(Date.now() - (AUTO_RECEIVE_DAYS + 1) * DAY).toISOString()
  const res = await ship(4, { carrier: '中通快递', trackingNo: 'ZT7788990011', shippedAt })
  expect(res.status).toBe(200)
  const auto = res.json.data
  expect(auto).toMatchObject({ id: 4, status: 3, carrier: '中通快递' })
  expect(Date.parse(auto.receivedAt) - Date.parse(auto.shippedAt)).toBe(AUTO_RECEIVE_DAYS * DAY)
  expect((await mine()).find((r) => r.id === 4)).toEqual(auto)
  expect(await confirmReceipt(4)).toEqual(auto)

  // Shipped a day short of the rule: still 待收货.
  await claimPrize(2, 1)
  const recent = await ship(2, { carrier: '中通快递', trackingNo: 'ZT7788990012', shippedAt: new Date(Date.now() - (AUTO_RECEIVE_DAYS - 1) * DAY).toISOString() })
  expect(recent.json.data).toMatchObject({ status: 5, receivedAt: null })
})

test('an unclaimed prize past its deadline is expired with the reason; a code shows its code and validity', async () => {
  const expired = await mine(4)
  expect(expired.map((r) => r.id)).toEqual([6])
  expect(expired[0]).toMatchObject({ status: 4, expiredReason: EXPIRED_REASON })
  expect(EXPIRED_REASON).toBe('超过领取期限未领取')
  expect((await mine()).filter((r) => r.status !== 4).every((r) => r.expiredReason === null)).toBe(true)
  const code = (await mine()).find((r) => r.id === 3)
  expect(code).toMatchObject({ prizeType: 3, code: 'LX50-8K2M-Q7PA', validUntil: expect.any(String) })
})

test('my wins by state: each tab only its state, newest first', async () => {
  expect((await mine(1)).map((r) => r.id)).toEqual([2, 8])
  expect((await mine(2)).map((r) => r.id)).toEqual([4])
  expect((await mine(5)).map((r) => r.id)).toEqual([])
  expect((await mine(3)).every((r) => r.status === 3)).toBe(true)
  const all = await mine()
  const byState = [1, 2, 3, 4, 5].map((s) => all.filter((r) => r.status === s).length)
  expect(byState.reduce((a, b) => a + b, 0)).toBe(all.length)
  await expect(getLotteryRecords({ pageNo: 1, status: 9 })).rejects.toMatchObject({ status: 400, message: '参数 status 不能大于 5' })
})

test('confirming another user\'s prize is refused and changes nothing', async () => {
  await ship(4)
  setToken('dev-token-2')
  await expect(confirmReceipt(4)).rejects.toMatchObject({ status: 404, message: '中奖记录不存在' })
  setToken('dev-token')
  expect((await mine()).find((r) => r.id === 4)).toMatchObject({ status: 5, receivedAt: null })
})

test('confirming what has not shipped, a code, an expired or an unknown record is refused with why', async () => {
  await expect(confirmReceipt(4)).rejects.toMatchObject({ status: 409, message: '奖品尚未发货，暂不能确认收货' })
  await expect(confirmReceipt(2)).rejects.toMatchObject({ status: 409, message: '奖品尚未领取，请先填写收货地址' })
  await expect(confirmReceipt(6)).rejects.toMatchObject({ status: 409, message: '奖品已失效，无法确认收货' })
  await expect(confirmReceipt(3)).rejects.toMatchObject({ status: 400, message: '该奖品无需确认收货' })
  await expect(confirmReceipt(9999)).rejects.toMatchObject({ status: 404, message: '中奖记录不存在' })
  clearSession()
  await expect(confirmReceipt(4)).rejects.toMatchObject({ status: 401 })
})

test('the admin ship: the same shipment again answers the same record; refusals say why', async () => {
  const first = await ship(4)
  expect((await ship(4)).json.data).toEqual(first.json.data)
  const other = await ship(4, { carrier: '圆通速递', trackingNo: 'YT0000000001' })
  expect(other.status).toBe(409)
  expect(other.json.message).toBe('该奖品已发货（顺丰速运 SF1234567890）')

  const refused = async (id: number, json: Record<string, unknown>) => {
    const res = await ship(id, json)
    return { status: res.status, message: res.json.message as string }
  }
  const ok = { carrier: '顺丰速运', trackingNo: 'SF1234567890' }
  expect(await refused(2, ok)).toEqual({ status: 409, message: '奖品尚未领取，无法发货' })
  expect(await refused(6, ok)).toEqual({ status: 409, message: '奖品已失效或已收货，无法发货' })
  expect(await refused(3, ok)).toEqual({ status: 400, message: '该奖品无需发货' })
  expect(await refused(9999, ok)).toEqual({ status: 404, message: '中奖记录不存在' })
  expect(await refused(8, { trackingNo: 'SF1234567890' })).toEqual({ status: 400, message: '缺少参数 carrier' })
  expect(await refused(8, { carrier: '  ', trackingNo: 'SF1234567890' })).toEqual({ status: 400, message: '参数 carrier 不能为空' })
  expect(await refused(8, { carrier: '顺丰速运', trackingNo: 'SF-12' })).toEqual({ status: 400, message: '参数 trackingNo 须为 6-30 位字母或数字' })
  expect(await refused(8, { ...ok, shippedAt: new Date(Date.now() + DAY).toISOString() })).toEqual({ status: 400, message: '发货时间不能晚于当前时间' })
  // Nothing refused changed a record.
  const after = await mine()
  expect(after.find((r) => r.id === 8)).toMatchObject({ status: 1, carrier: null })
  expect(after.find((r) => r.id === 2)).toMatchObject({ status: 1, carrier: null })
})
