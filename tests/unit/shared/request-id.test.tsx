import { useRequestId, useWrite, type WithRequestId } from '@/shared/use-write'
import { act, render } from '../../support/render'

/*
 * The request id of a create no form sends (a join button, a draw): the same on a retry of the
 * same action, so the server answers once; new after a success, and for another action.
 */

const ID = /^[a-z0-9]{20}$/

async function mount() {
  const seen: { current?: WithRequestId } = {}
  function Probe() {
    seen.current = useRequestId()
    return null
  }
  await render(Probe)
  return (action: unknown, send: (id: string) => Promise<unknown>) => seen.current!(action, send)
}

const failing = (ids: string[]) => (id: string) => {
  ids.push(id)
  return Promise.reject(new Error('网络异常'))
}
const passing = (ids: string[]) => (id: string) => {
  ids.push(id)
  return Promise.resolve('好')
}

test('a retry of the same action after a failure sends the same id; after a success the next one is new', async () => {
  const withId = await mount()
  const ids: string[] = []
  await expect(withId(902, failing(ids))).rejects.toThrow('网络异常')
  await expect(withId(902, passing(ids))).resolves.toBe('好')
  await withId(902, passing(ids))
  expect(ids[0]).toMatch(ID)
  expect(ids[1]).toBe(ids[0])
  expect(ids[2]).toMatch(ID)
  expect(ids[2]).not.toBe(ids[0])
})

test('another action gets another id, compared by value (the same body again is the same action)', async () => {
  const withId = await mount()
  const ids: string[] = []
  await withId({ skuId: 1, quantity: 1 }, failing(ids)).catch(() => undefined)
  await withId({ skuId: 1, quantity: 2 }, failing(ids)).catch(() => undefined)
  await withId({ skuId: 1, quantity: 2 }, failing(ids)).catch(() => undefined)
  expect(ids[1]).not.toBe(ids[0])
  expect(ids[2]).toBe(ids[1])
})

test('inside useWrite, as a join button uses it: the tap after a failed join carries the first id', async () => {
  const join = jest.fn<Promise<string>, [number, string]>()
  join.mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue('已加入')
  const seen: { run?: (teamId: number) => Promise<string | undefined> } = {}
  function Join() {
    const withId = useRequestId()
    seen.run = useWrite((teamId: number) => withId(teamId, (id) => join(teamId, id))).run
    return null
  }
  await render(Join)
  await act(async () => void (await seen.run!(902)))
  await act(async () => void (await seen.run!(902)))
  expect(join).toHaveBeenCalledTimes(2)
  expect(join.mock.calls[1]).toEqual([902, join.mock.calls[0][1]])
})
