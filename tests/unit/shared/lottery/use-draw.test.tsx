import { useDraw, type UseDrawOptions } from '@/shared/lottery'
import { act, render } from '../../../support/render'

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
actGlobal.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => jest.useRealTimers())

async function mount(options: UseDrawOptions<{ index: number }>) {
  function Probe() {
    const { state, start, dismiss } = useDraw(options)
    return (
      <>
        <button type='button' className='start' onClick={start} />
        <button type='button' className='dismiss' onClick={dismiss} />
        <p className='now'>{JSON.stringify(state)}</p>
      </>
    )
  }
  const u = await render(Probe)
  jest.useFakeTimers()
  return {
    click: (name: string) => act(() => void u.fireEvent.click(u.queries.querySelector(`.${name}`) as HTMLElement)),
    wait: (ms: number) => act(() => void jest.advanceTimersByTime(ms)),
    flush: () => act(async () => undefined),
    state: () => JSON.parse(u.queries.querySelector('.now')?.textContent ?? 'null') as unknown,
    u,
  }
}

test('two taps in the same moment draw once', async () => {
  const draw = jest.fn(() => new Promise<{ index: number }>(() => undefined))
  const p = await mount({ draw })
  act(() => {
    const button = p.u.queries.querySelector('.start') as HTMLElement
    p.u.fireEvent.click(button)
    p.u.fireEvent.click(button)
  })
  expect(draw).toHaveBeenCalledTimes(1)
  expect(p.state()).toEqual({ status: 'drawing' })
})

test('a slow answer stops after the settle alone; dismiss closes the result', async () => {
  const onResult = jest.fn()
  let answer!: (a: { index: number }) => void
  const p = await mount({ draw: () => new Promise((resolve) => (answer = resolve)), onResult })
  p.click('start')
  p.wait(5000)
  await act(async () => answer({ index: 0 }))
  // The least spin time is long past: the stop begins on the next tick.
  p.wait(0)
  expect(p.state()).toEqual({ status: 'settling', index: 0 })
  p.wait(3500)
  expect(onResult).toHaveBeenCalledWith({ index: 0 })
  p.click('dismiss')
  expect(p.state()).toEqual({ status: 'idle' })
})

test('a draw that throws fails, goes back, and calls onError', async () => {
  const onError = jest.fn()
  const p = await mount({ draw: () => { throw new Error('网络开小差了') }, onError })
  p.click('start')
  await p.flush()
  expect(p.state()).toEqual({ status: 'error', message: '网络开小差了' })
  p.wait(500)
  expect(onError).toHaveBeenCalledWith('网络开小差了')
  expect(p.state()).toEqual({ status: 'idle', error: '网络开小差了' })
})

test('an answer with no prize index the game can show fails rather than spin on', async () => {
  const q = await mount({ draw: async () => ({ index: -1 }) })
  q.click('start')
  await q.flush()
  q.wait(500)
  expect(q.state()).toEqual({ status: 'idle', error: '抽奖结果暂时无法显示，请到我的奖品查看' })
})
