import { useLoad } from '@/shared/use-load'
import { act, render } from '../../support/render'

type Handle = ReturnType<typeof useLoad<string>>

function deferred() {
  let resolve!: (v: string) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<string>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Renders the hook with `call` and `key` read from `props` on each render. */
async function mountHook(props: { call: () => Promise<string>; key: string; enabled?: boolean }) {
  const seen: { current?: Handle } = {}
  function Probe() {
    seen.current = useLoad(props.call, props.key, props.enabled)
    return null
  }
  const utils = await render(Probe)
  return { seen, utils }
}

test('loads at mount, keeps the data through a failed reload, and setData edits it locally', async () => {
  let answer = Promise.resolve('一')
  const { seen } = await mountHook({ call: () => answer, key: 'a' })
  await act(async () => {})
  expect(seen.current).toMatchObject({ data: '一', loading: false })
  answer = Promise.reject(new Error('坏了'))
  await act(async () => seen.current!.reload())
  expect(seen.current).toMatchObject({ data: '一', loading: false })
  expect((seen.current!.error as Error).message).toBe('坏了')
  act(() => seen.current!.setData((old) => `${old}二`))
  expect(seen.current!.data).toBe('一二')
})

test('an answer to an older call never replaces a newer one', async () => {
  const first = deferred()
  const second = deferred()
  const calls = [first, second]
  const { seen } = await mountHook({ call: () => calls.shift()!.promise, key: 'a' })
  await act(async () => void seen.current!.reload())
  await act(async () => second.resolve('新'))
  await act(async () => first.resolve('旧'))
  expect(seen.current).toMatchObject({ data: '新', loading: false })
})

test('enabled false waits without calling', async () => {
  const call = jest.fn(() => Promise.resolve('x'))
  const { seen } = await mountHook({ call, key: 'a', enabled: false })
  await act(async () => {})
  expect(call).not.toHaveBeenCalled()
  expect(seen.current!.loading).toBe(false)
  expect(seen.current!.data).toBeUndefined()
})
