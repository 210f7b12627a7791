import Taro from '@tarojs/taro'
import { invalidate, readQuery, setQueryData } from '@/core/query'
import { RequestError } from '@/core/request'
import { isTold, told, useWrite, WRITE_FAILED, type Write } from '@/shared/use-write'
import { deferred } from '../../support/deferred'
import { act, render } from '../../support/render'

type Call = (id: number) => Promise<string>

async function mountWrite(call: Call, options: Parameters<typeof useWrite<[number], string>>[1] = {}) {
  const seen: { current?: Write<[number], string> } = {}
  function Probe() {
    seen.current = useWrite(call, options)
    return null
  }
  await render(Probe)
  return seen
}

let shown: jest.SpyInstance
const toasts = () => shown.mock.calls.map(([o]) => o.title)

beforeEach(() => (shown = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)))
afterEach(() => shown.mockRestore())

test('one run at a time: busy with its arguments, a second run while the first waits is ignored', async () => {
  const answer = deferred()
  const call = jest.fn<Promise<string>, [number]>(() => answer.promise)
  const seen = await mountWrite(call)
  let first!: Promise<string | undefined>
  act(() => void (first = seen.current!.run(7)))
  expect(seen.current).toMatchObject({ busy: true, pending: [7] })
  let second!: Promise<string | undefined>
  act(() => void (second = seen.current!.run(8)))
  await expect(second).resolves.toBeUndefined()
  await act(async () => answer.resolve('好'))
  await expect(first).resolves.toBe('好')
  expect(call).toHaveBeenCalledTimes(1)
  expect(seen.current).toMatchObject({ busy: false, pending: undefined })
})

test('after a success: the declared marks, the success toast, then onDone with the answer and arguments', async () => {
  setQueryData('t/mark/1', () => '旧')
  const onDone = jest.fn()
  const seen = await mountWrite((id) => Promise.resolve(`答${id}`), { marks: (id) => [`t/mark/${id}`], done: '领取成功', onDone })
  await act(async () => void (await seen.current!.run(1)))
  expect(readQuery('t/mark/1').stale).toBe(true)
  expect(toasts()).toEqual(['领取成功'])
  expect(onDone).toHaveBeenCalledWith('答1', 1)
  invalidate('t')
})

test('a failed request is toasted once, by the request layer: the helper adds nothing and never rejects', async () => {
  const failure = new RequestError('status', '库存不足', { status: 409 })
  const onDone = jest.fn()
  const seen = await mountWrite(() => Promise.reject(failure), { onDone, done: '成功' })
  let answer: string | undefined = 'x'
  await act(async () => void (answer = await seen.current!.run(1)))
  expect(answer).toBeUndefined()
  expect(toasts()).toEqual([])
  expect(onDone).not.toHaveBeenCalled()
  expect(seen.current!.failure).toBe(failure)
  act(() => seen.current!.forget())
  expect(seen.current!.failure).toBeUndefined()
})

test('any other failure gets the kit message; one already told (told) gets none', async () => {
  const seen = await mountWrite(() => Promise.reject(new TypeError('x is undefined')))
  await act(async () => void (await seen.current!.run(1)))
  expect(toasts()).toEqual([WRITE_FAILED])
  shown.mockClear()
  const shownFailure = await mountWrite(() => Promise.reject(told('内容包含敏感词')))
  await act(async () => void (await shownFailure.current!.run(1)))
  expect(toasts()).toEqual([])
  expect(isTold(shownFailure.current!.failure)).toBe(true)
})
