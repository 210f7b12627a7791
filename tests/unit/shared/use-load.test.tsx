import { afterWrite, invalidate, keepShown, setQueryClock, STALE_AFTER_MS } from '@/core/query'
import { setToken } from '@/core/session'
import { useLoad, type QueryKey } from '@/shared/use-load'
import { deferred } from '../../support/deferred'
import { act, render } from '../../support/render'

type Handle = ReturnType<typeof useLoad<string>>

/** Renders the hook with `call` and `key` read from `props` on each render. */
async function mountHook(props: { call: () => Promise<string>; key: QueryKey | null }) {
  const seen: { current?: Handle } = {}
  function Probe() {
    seen.current = useLoad(props.key, props.call)
    return null
  }
  const utils = await render(Probe)
  return { seen, utils }
}

test('loads at mount, keeps the data through a failed reload, and setData edits it locally', async () => {
  let answer = Promise.resolve('一')
  const { seen } = await mountHook({ call: () => answer, key: ['t', 'a'] })
  await act(async () => {})
  expect(seen.current).toMatchObject({ data: '一', loading: false })
  answer = Promise.reject(new Error('坏了'))
  await act(async () => seen.current!.reload())
  expect(seen.current).toMatchObject({ data: '一', loading: false })
  expect((seen.current!.error as Error).message).toBe('坏了')
  act(() => seen.current!.setData((old) => `${old}二`))
  expect(seen.current!.data).toBe('一二')
})

test('a reload overtakes the read under way: the older answer never replaces the newer one', async () => {
  const first = deferred()
  const second = deferred()
  const calls = [first, second]
  const { seen } = await mountHook({ call: () => calls.shift()!.promise, key: ['t', 'a'] })
  await act(async () => void seen.current!.reload())
  await act(async () => second.resolve('新'))
  await act(async () => first.resolve('旧'))
  expect(seen.current).toMatchObject({ data: '新', loading: false })
})

test('a first read renders the screen once for loading and once for the answer, not again when the read starts', async () => {
  const answer = deferred()
  const shown: { data?: string; loading: boolean }[] = []
  function Probe() {
    const { data, loading } = useLoad(['t', 'once'], () => answer.promise)
    shown.push({ data, loading })
    return null
  }
  await render(Probe)
  await act(async () => {})
  // The read has started (its effect ran); the screen still shows the loading it showed.
  expect(shown).toEqual([{ data: undefined, loading: true }])
  await act(async () => answer.resolve('一'))
  expect(shown).toEqual([
    { data: undefined, loading: true },
    { data: '一', loading: false },
  ])
})

test('a null key waits without calling', async () => {
  const call = jest.fn(() => Promise.resolve('x'))
  const { seen } = await mountHook({ call, key: null })
  await act(async () => {})
  expect(call).not.toHaveBeenCalled()
  expect(seen.current!.loading).toBe(false)
  expect(seen.current!.data).toBeUndefined()
})

test('two screens reading one key at once share one request and one answer', async () => {
  const answer = deferred()
  const call = jest.fn(() => answer.promise)
  const a = await mountHook({ call, key: ['t', 'shared'] })
  const b = await mountHook({ call, key: ['t', 'shared'] })
  await act(async () => answer.resolve('同一个'))
  expect(call).toHaveBeenCalledTimes(1)
  expect(a.seen.current!.data).toBe('同一个')
  expect(b.seen.current!.data).toBe('同一个')
})

test('invalidating a prefix reads again what a screen shows, keeping the old data meanwhile', async () => {
  let n = 0
  const next = deferred()
  const call = jest.fn(() => (++n === 1 ? Promise.resolve('旧') : next.promise))
  const { seen } = await mountHook({ call, key: ['points', 'balance'] })
  await act(async () => {})
  act(() => invalidate('points'))
  expect(seen.current).toMatchObject({ data: '旧', loading: true })
  await act(async () => next.resolve('新'))
  expect(seen.current).toMatchObject({ data: '新', loading: false })
  // A key that only shares the first letters is not below the prefix.
  act(() => invalidate('point'))
  expect(call).toHaveBeenCalledTimes(2)
})

test('an answer that an invalidation overtook is dropped', async () => {
  const first = deferred()
  const second = deferred()
  const calls = [first, second]
  const { seen } = await mountHook({ call: () => calls.shift()!.promise, key: ['t', 'w'] })
  act(() => invalidate('t'))
  await act(async () => first.resolve('写之前'))
  expect(seen.current!.data).toBeUndefined()
  await act(async () => second.resolve('写之后'))
  expect(seen.current!.data).toBe('写之后')
})

test('a screen mounted again shows the cached answer at once and reads again only when stale', async () => {
  let now = 1_000
  setQueryClock(() => now)
  let n = 0
  const call = jest.fn(() => Promise.resolve(`第${++n}次`))
  const first = await mountHook({ call, key: ['t', 'c'] })
  await act(async () => {})
  first.utils.unmout()
  const again = await mountHook({ call, key: ['t', 'c'] })
  expect(again.seen.current!.data).toBe('第1次')
  await act(async () => {})
  expect(call).toHaveBeenCalledTimes(1)
  again.utils.unmout()
  now += STALE_AFTER_MS + 1
  const later = await mountHook({ call, key: ['t', 'c'] })
  await act(async () => {})
  expect(call).toHaveBeenCalledTimes(2)
  expect(later.seen.current!.data).toBe('第2次')
})

test('another account forgets every read and the screen reads again', async () => {
  let n = 0
  const call = jest.fn(() => Promise.resolve(`账号${++n}`))
  const { seen } = await mountHook({ call, key: ['user', 'me'] })
  await act(async () => {})
  expect(seen.current!.data).toBe('账号1')
  await act(async () => setToken('another-token'))
  await act(async () => {})
  expect(call).toHaveBeenCalledTimes(2)
  expect(seen.current!.data).toBe('账号2')
})

test('the network back (H5: online) reads again what a screen shows and went stale; fresh reads stay', async () => {
  let now = 1_000
  setQueryClock(() => now)
  let n = 0
  const call = jest.fn(() => Promise.resolve(`第${++n}次`))
  const { seen } = await mountHook({ call, key: ['t', 'wake'] })
  await act(async () => {})
  await act(async () => void window.dispatchEvent(new Event('online')))
  expect(call).toHaveBeenCalledTimes(1)
  now += STALE_AFTER_MS + 1
  await act(async () => void window.dispatchEvent(new Event('online')))
  expect(call).toHaveBeenCalledTimes(2)
  expect(seen.current!.data).toBe('第2次')
})

test('a write marked keepShown leaves what a screen shows until it shows again; a plain mark reads at once', async () => {
  let n = 0
  const call = jest.fn(() => Promise.resolve(`第${++n}次`))
  const { seen } = await mountHook({ call, key: ['t', 'list', 1] })
  await act(async () => {})
  await act(async () => void (await afterWrite(Promise.resolve('ok'), keepShown('t/list'))))
  expect(call).toHaveBeenCalledTimes(1)
  expect(seen.current).toMatchObject({ data: '第1次', loading: false })
  // Stale all the same: the app back (H5: online) reads it again, as a page shown again does.
  await act(async () => void window.dispatchEvent(new Event('online')))
  expect(call).toHaveBeenCalledTimes(2)
  expect(seen.current!.data).toBe('第2次')
  await act(async () => void (await afterWrite(Promise.resolve('ok'), 't/list')))
  expect(call).toHaveBeenCalledTimes(3)
  expect(seen.current!.data).toBe('第3次')
})
