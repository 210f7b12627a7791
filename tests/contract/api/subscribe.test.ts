// The subscription kit's calls (src/shared/subscribe) against the dev API server: the template
// comes from the tenant's front-end config, an acceptance at a booking is recorded for the new
// booking, and the back office's send reaches it once.
import Taro from '@tarojs/taro'
import { Value } from '@sinclair/typebox/value'
import { SubscriptionSchema } from '@api/user-subscribe'
import { clearFrontConfigCache, fetchFrontConfig } from '@/core/tenant'
import { recordSubscription } from '@/shared/subscribe/api'
import { subscribeWhile } from '@/shared/subscribe/ask'
import { bookableDays } from '@/features/test-drive/schedule'
import { submitTestDrive } from '@/features/test-drive/api'
import { claimPrize } from '@/features/lottery/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const held = async () => (await api.send({ method: 'GET', path: '/__admin/subscriptions' })).json.data as {
  subscriptions: { accountId: number; scene: string; targetId: string; templateId: string; sentAt: string | null }[]
}
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20))
}

let panel: jest.SpyInstance
beforeEach(async () => {
  Taro.clearStorageSync()
  clearFrontConfigCache()
  await fetchFrontConfig()
  panel = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((o) =>
    Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', ...Object.fromEntries((o.tmplIds ?? []).map((id) => [id, 'accept'])) }),
  )
})
afterEach(() => panel.mockRestore())

test('the record call keeps a subscription of the dev user to their prize, of the declared shape', async () => {
  const { subscribeTemplates } = await fetchFrontConfig()
  const kept = await recordSubscription({ scene: 'prize', targetId: '4', templateId: subscribeTemplates!.prize })
  expect(Value.Check(SubscriptionSchema, kept)).toBe(true)
  expect(kept).toMatchObject({ scene: 'prize', targetId: '4', sentAt: null })
  await expect(recordSubscription({ scene: 'prize', targetId: '4', templateId: subscribeTemplates!.testDrive })).rejects.toMatchObject({ status: 400 })
  // Quiet: the refusal toasts nothing (the user's own write went through).
  expect(api.toasts).toEqual([])
})

test('a booking with the panel accepted: the config\'s test-drive template asked for, the new booking subscribed, sent once', async () => {
  const { subscribeTemplates } = await fetchFrontConfig()
  const body = { name: '王小明', mobile: '13912345678', vehicleTypeId: 2, dealerCode: 'EV-GZ-002', expectDate: bookableDays()[1].value, remark: '期望时段 09:00-11:00' }
  const booking = await subscribeWhile('testDrive', submitTestDrive(body), (b) => b.id)
  expect(panel.mock.calls.map(([o]) => o.tmplIds)).toEqual([[subscribeTemplates!.testDrive]])
  await until(async () => (await held()).subscriptions.length > 0)
  expect((await held()).subscriptions).toEqual([
    expect.objectContaining({ accountId: 1, scene: 'testDrive', targetId: String(booking.id), templateId: subscribeTemplates!.testDrive, sentAt: null }),
  ])
  const send = () => api.send({ method: 'POST', path: '/__admin/subscriptions/send', json: { scene: 'testDrive', targetId: String(booking.id) } })
  expect((await send()).json.data.sent).toEqual([expect.objectContaining({ accountId: 1, targetId: String(booking.id) })])
  expect((await send()).json.data.sent).toEqual([])
})

test('a claim the server refuses is toasted as before and subscribes nothing', async () => {
  // Record 4 is claimed already (to ship).
  await expect(subscribeWhile('prize', claimPrize(4, 2), 4)).rejects.toMatchObject({ status: 409 })
  expect(api.toasts).toHaveLength(1)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect((await held()).subscriptions).toEqual([])
})
