import { useState } from 'react'
import { COUNT_UP_MS, useCountUp } from '@/features/yearly-report/use-count-up'
import { act, render } from '../../../support/render'

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
actGlobal.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => jest.useRealTimers())

function Probe() {
  const [active, setActive] = useState(false)
  return (
    <>
      <button type='button' className='show' onClick={() => setActive(true)} />
      <p className='now'>{useCountUp(200, active)}</p>
    </>
  )
}

async function mount() {
  const u = await render(Probe)
  jest.useFakeTimers()
  return {
    show: () => act(() => void u.fireEvent.click(u.queries.querySelector('.show') as HTMLElement)),
    wait: (ms: number) => act(() => void jest.advanceTimersByTime(ms)),
    now: () => Number(u.queries.querySelector('.now')?.textContent),
  }
}

test('counts from 0 up to the value when the page becomes current', async () => {
  const p = await mount()
  // Off screen it holds 0, and stays there until shown.
  expect(p.now()).toBe(0)
  await p.wait(COUNT_UP_MS * 2)
  expect(p.now()).toBe(0)
  await p.show()
  expect(p.now()).toBe(0)
  await p.wait(COUNT_UP_MS / 2)
  expect(p.now()).toBeGreaterThan(0)
  expect(p.now()).toBeLessThan(200)
  await p.wait(COUNT_UP_MS)
  expect(p.now()).toBe(200)
})

test('with reduced motion the value shows at once', async () => {
  const matchMedia = window.matchMedia
  window.matchMedia = ((q: string) => ({ matches: q.includes('reduce') })) as unknown as typeof window.matchMedia
  try {
    const p = await mount()
    expect(p.now()).toBe(200)
    await p.show()
    expect(p.now()).toBe(200)
  } finally {
    window.matchMedia = matchMedia
  }
})
