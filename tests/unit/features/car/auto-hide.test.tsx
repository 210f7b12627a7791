import { VIDEO_CONTROLS_HIDE } from '@/constants'
import { useAutoHide } from '@/features/car/use-auto-hide'
import { render } from '../../../support/render'

const probe: { poke?: () => void } = {}

function Probe({ playing }: { playing: boolean }) {
  const { visible, poke } = useAutoHide(playing)
  probe.poke = poke
  return <div className='state'>{visible ? 'shown' : 'hidden'}</div>
}

const state = (utils: Awaited<ReturnType<typeof render>>) => utils.queries.querySelector('.state')?.textContent

afterEach(() => jest.useRealTimers())

test('spec §9: while playing the controls hide 3 s after the last touch; a touch brings them back', async () => {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] })
  const utils = await render(Probe, { playing: true })
  expect(VIDEO_CONTROLS_HIDE).toBe(3000)
  expect(state(utils)).toBe('shown')
  utils.act(() => {
    jest.advanceTimersByTime(2999)
  })
  expect(state(utils)).toBe('shown')
  utils.act(() => {
    jest.advanceTimersByTime(1)
  })
  expect(state(utils)).toBe('hidden')
  utils.act(() => probe.poke!())
  expect(state(utils)).toBe('shown')
  utils.act(() => {
    jest.advanceTimersByTime(2000)
  })
  utils.act(() => probe.poke!())
  utils.act(() => {
    jest.advanceTimersByTime(2000)
  })
  // The second touch restarted the wait.
  expect(state(utils)).toBe('shown')
  utils.act(() => {
    jest.advanceTimersByTime(1000)
  })
  expect(state(utils)).toBe('hidden')
})

test('while paused the controls stay', async () => {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] })
  const utils = await render(Probe, { playing: false })
  utils.act(() => {
    jest.advanceTimersByTime(10_000)
  })
  expect(state(utils)).toBe('shown')
})
