// One-time subscription messages (issue 41): the mini-program asks WeChat at the tap, once per
// scene and target, with the config's template; a refusal, a blocked template and messages
// switched off are remembered per person; an acceptance is recorded. H5 asks nothing.
import Taro from '@tarojs/taro'
import { getCachedFrontConfig } from '@/core/tenant'
import { clearSession, setToken } from '@/core/session'
import { SubscribeButton, useSubscribe } from '@/shared/subscribe'
import { recordSubscription } from '@/shared/subscribe/api'
import { askAlone, subscribeWhile } from '@/shared/subscribe/ask'
import { SubscribeButton as MiniProgramButton } from '@/shared/subscribe/subscribe-button.weapp'
import { useSubscribe as useMiniProgramSubscribe } from '@/shared/subscribe/use-subscribe.weapp'
import { SUBSCRIBE_TEMPLATES as TEMPLATES } from '../../../mock/seed/tenants'
import { deferred } from '../../support/deferred'
import { act, render } from '../../support/render'

jest.mock('@/core/tenant', () => ({ ...jest.requireActual('@/core/tenant'), fetchFrontConfig: jest.fn(() => Promise.resolve({})), getCachedFrontConfig: jest.fn() }))
jest.mock('@/shared/subscribe/api', () => ({ recordSubscription: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
const { toast } = jest.requireMock('@/shared/toast') as { toast: jest.Mock }

const record = recordSubscription as jest.Mock
const config = getCachedFrontConfig as jest.Mock
let panel: jest.SpyInstance

/** WeChat's panel answering `answer` for each template asked. */
const answering = (answer: string) =>
  panel.mockImplementation((o: { tmplIds: string[] }) => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', ...Object.fromEntries(o.tmplIds.map((id) => [id, answer])) }))
const asked = () => panel.mock.calls.map(([o]) => (o as { tmplIds: string[] }).tmplIds)
/** Lets the answer's follow-up (the record, the memory) run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  Taro.clearStorageSync()
  setToken('dev-token')
  config.mockReturnValue({ subscribeTemplates: TEMPLATES })
  record.mockReset().mockResolvedValue({})
  toast.mockReset()
  panel = jest.spyOn(Taro, 'requestSubscribeMessage')
  answering('accept')
})
afterEach(() => {
  panel.mockRestore()
  clearSession()
})

test('mini-program: the scene\'s template from the config is asked for at once, before the write answers, and an acceptance recorded', async () => {
  const write = deferred<{ id: number }>()
  const done = subscribeWhile('testDrive', write.promise, (booking) => booking.id)
  // Asked in the same synchronous step as the call: still inside the tap.
  expect(asked()).toEqual([[TEMPLATES.testDrive]])
  write.resolve({ id: 42 })
  await expect(done).resolves.toEqual({ id: 42 })
  await settled()
  expect(record).toHaveBeenCalledWith({ scene: 'testDrive', targetId: '42', templateId: TEMPLATES.testDrive })
})

test('once per scene and target: the same order is not asked about again, another order and another scene are', async () => {
  await subscribeWhile('orderPaid', Promise.resolve('paid'), 3001)
  await settled()
  await expect(subscribeWhile('orderPaid', Promise.resolve('again'), 3001)).resolves.toBe('again')
  await subscribeWhile('orderPaid', Promise.resolve('other'), 3002)
  await subscribeWhile('afterSale', Promise.resolve({ id: 3001 }), (a) => a.id)
  expect(asked()).toEqual([[TEMPLATES.orderPaid], [TEMPLATES.orderPaid], [TEMPLATES.afterSale]])
  await settled()
  // A target known only from the answer counts too: the same request is not asked about again.
  await subscribeWhile('afterSale', Promise.resolve('x'), 3001)
  expect(asked()).toHaveLength(3)
})

test('a refusal is remembered for that template: not asked again in that scene, other scenes still are; nothing recorded', async () => {
  answering('reject')
  await subscribeWhile('prize', Promise.resolve('claimed'), 4)
  await settled()
  await subscribeWhile('prize', Promise.resolve('claimed'), 8)
  expect(asked()).toEqual([[TEMPLATES.prize]])
  answering('accept')
  await subscribeWhile('application', Promise.resolve({ id: 9 }), (a) => `creator-${a.id}`)
  expect(asked()).toEqual([[TEMPLATES.prize], [TEMPLATES.application]])
  await settled()
  expect(record).toHaveBeenCalledTimes(1)
  expect(record).toHaveBeenCalledWith({ scene: 'application', targetId: 'creator-9', templateId: TEMPLATES.application })
})

test('a template WeChat blocks (ban) is not asked for again', async () => {
  answering('ban')
  await subscribeWhile('serviceOrder', Promise.resolve(1), 9001)
  await settled()
  await subscribeWhile('serviceOrder', Promise.resolve(1), 9002)
  expect(asked()).toHaveLength(1)
  expect(record).not.toHaveBeenCalled()
})

test('messages switched off (errCode 20004) stop every ask, in every scene', async () => {
  panel.mockRejectedValue({ errCode: 20004, errMsg: 'requestSubscribeMessage:fail The main switch is switched off' })
  await expect(subscribeWhile('testDrive', Promise.resolve('booked'), 1)).resolves.toBe('booked')
  await settled()
  for (const scene of ['testDrive', 'prize', 'orderPaid', 'afterSale', 'application', 'serviceOrder'] as const) {
    await subscribeWhile(scene, Promise.resolve('x'), 77)
  }
  expect(asked()).toHaveLength(1)
})

test('a failure that says nothing of the user (not in a tap, no network) is not remembered: the next tap asks again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  panel.mockRejectedValueOnce({ errMsg: 'requestSubscribeMessage:fail can only be invoked by user TAP gesture.' })
  await subscribeWhile('prize', Promise.resolve('x'), 4)
  await settled()
  await subscribeWhile('prize', Promise.resolve('x'), 4)
  expect(asked()).toHaveLength(2)
  warn.mockRestore()
})

test('a failed write fails as it did and records nothing; its target may be asked about again', async () => {
  const refused = new Error('该奖品已领取')
  await expect(subscribeWhile('prize', Promise.reject(refused), 4)).rejects.toBe(refused)
  await settled()
  expect(record).not.toHaveBeenCalled()
  await subscribeWhile('prize', Promise.resolve('x'), 4)
  expect(asked()).toHaveLength(2)
})

test('the caller goes on once the write is done and the panel answered (a redirect never leaves it open)', async () => {
  const answer = deferred<Record<string, string>>()
  panel.mockReturnValue(answer.promise)
  let done = false
  void subscribeWhile('afterSale', Promise.resolve({ id: 5 }), (a) => a.id).then(() => (done = true))
  await settled()
  expect(done).toBe(false)
  answer.resolve({ errMsg: 'requestSubscribeMessage:ok', [TEMPLATES.afterSale]: 'accept' })
  await settled()
  expect(done).toBe(true)
})

test('nothing is asked of a guest, nor without the config\'s template (the tap cannot wait for it); the write goes on', async () => {
  clearSession()
  await expect(subscribeWhile('testDrive', Promise.resolve('booked'), (b: string) => b)).resolves.toBe('booked')
  setToken('dev-token')
  config.mockReturnValue(undefined)
  await expect(subscribeWhile('testDrive', Promise.resolve('booked'), 1)).resolves.toBe('booked')
  config.mockReturnValue({ subscribeTemplates: { ...TEMPLATES, testDrive: '' } })
  await subscribeWhile('testDrive', Promise.resolve('booked'), 1)
  expect(panel).not.toHaveBeenCalled()
})

test('what one person answered is theirs: after another login the same target is asked about again', async () => {
  answering('reject')
  await subscribeWhile('prize', Promise.resolve('x'), 4)
  await settled()
  setToken('dev-token-2')
  await subscribeWhile('prize', Promise.resolve('x'), 4)
  expect(asked()).toHaveLength(2)
})

test('the hook gives the scene\'s subscribe: the mini-program asks, H5 hands the write back untouched', async () => {
  let miniProgram: ReturnType<typeof useMiniProgramSubscribe> | undefined
  let h5: ReturnType<typeof useSubscribe> | undefined
  await render(() => {
    miniProgram = useMiniProgramSubscribe('prize')
    h5 = useSubscribe('prize')
    return null
  })
  const write = Promise.resolve('claimed')
  expect(h5!(write, 4)).toBe(write)
  expect(panel).not.toHaveBeenCalled()
  await expect(miniProgram!(Promise.resolve('claimed'), 4)).resolves.toBe('claimed')
  expect(asked()).toEqual([[TEMPLATES.prize]])
})

test('asking alone (a service order): the answer, once recorded; then nothing more to ask', async () => {
  await expect(askAlone('serviceOrder', 9001)).resolves.toBe('accept')
  expect(record).toHaveBeenCalledWith({ scene: 'serviceOrder', targetId: '9001', templateId: TEMPLATES.serviceOrder })
  await expect(askAlone('serviceOrder', 9001)).resolves.toBe('failed')
  expect(asked()).toHaveLength(1)
})

test('the mini-program\'s button asks at its tap, says so on acceptance, then goes; H5 shows no button', async () => {
  const u = await render(() => (
    <>
      <MiniProgramButton scene='serviceOrder' target={9001} doneText='已订阅，完工后通知您取车'>
        完工后通知我取车
      </MiniProgramButton>
      <SubscribeButton scene='serviceOrder' target={9002} doneText='已订阅'>
        网页版不显示
      </SubscribeButton>
    </>
  ))
  expect(u.queries.queryByText('网页版不显示')).toBeNull()
  const button = u.queries.queryByText('完工后通知我取车') as HTMLElement
  await act(async () => void u.fireEvent.click(button))
  expect(asked()).toEqual([[TEMPLATES.serviceOrder]])
  await act(settled)
  expect(toast).toHaveBeenCalledWith('已订阅，完工后通知您取车', 'success')
  expect(u.queries.queryByText('完工后通知我取车')).toBeNull()
})
