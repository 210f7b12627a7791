import type { ComponentType } from 'react'
import { useDraw, type DrawAnswer, type DrawState } from '@/shared/lottery'
import { act, render } from '../../../support/render'

/**
 * A game (wheel or grid) as a page would use it, with the server's answer in the test's hands:
 * `Game` renders it from the draw's state and start; `startSelector` is its 抽奖 button.
 */
export async function mountGame<A extends DrawAnswer = DrawAnswer>(Game: ComponentType<{ state: DrawState; start: () => void }>, startSelector: string) {
  let answer!: (a: A) => void
  let refuse!: (e: unknown) => void
  const draw = jest.fn(
    () =>
      new Promise<A>((resolve, reject) => {
        answer = resolve
        refuse = reject
      }),
  )
  const onResult = jest.fn()
  function Page() {
    const { state, start } = useDraw({ draw, onResult })
    return (
      <>
        <Game state={state} start={start} />
        <p className='now'>{state.status === 'idle' ? `idle ${state.error ?? ''}` : state.status}</p>
      </>
    )
  }
  const u = await render(Page)
  jest.useFakeTimers()
  const q = (s: string) => u.queries.querySelector(s) as HTMLElement
  return {
    u,
    q,
    draw,
    onResult,
    answer: (a: A) => act(async () => answer(a)),
    refuse: (e: unknown) => act(async () => refuse(e)),
    tap: () => act(() => void u.fireEvent.click(q(startSelector))),
    wait: (ms: number) => act(() => void jest.advanceTimersByTime(ms)),
    now: () => q('.now').textContent?.trim(),
  }
}
