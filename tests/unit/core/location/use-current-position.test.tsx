import { useCurrentPosition } from '@/core/location'
import { locate } from '@/core/location/locate'
import { render } from '../../../support/render'

jest.mock('@/core/location/locate', () => ({
  locate: jest.fn(() => Promise.resolve()),
  lookupAddress: jest.fn(),
}))

function Probe({ enabled }: { enabled: boolean }) {
  const { position } = useCurrentPosition(enabled)
  return <div className='pos'>{`${position.latitude},${position.longitude}`}</div>
}

describe('useCurrentPosition: refresh every 30 s while a page watches', () => {
  beforeEach(() => (locate as jest.Mock).mockClear())
  afterEach(() => jest.useRealTimers())

  it('locates on mount, then every 30 000 ms, and stops on unmount', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] })
    const utils = await render(Probe, { enabled: true })
    expect(locate).toHaveBeenCalledTimes(1)
    utils.act(() => {
      jest.advanceTimersByTime(29_999)
    })
    expect(locate).toHaveBeenCalledTimes(1)
    utils.act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(locate).toHaveBeenCalledTimes(2)
    utils.act(() => {
      jest.advanceTimersByTime(30_000)
    })
    expect(locate).toHaveBeenCalledTimes(3)
    utils.unmout()
    jest.advanceTimersByTime(60_000)
    expect(locate).toHaveBeenCalledTimes(3)
  })

  it('does nothing when disabled, and shows the Beijing default meanwhile', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] })
    const utils = await render(Probe, { enabled: false })
    jest.advanceTimersByTime(60_000)
    expect(locate).not.toHaveBeenCalled()
    expect(utils.queries.querySelector('.pos')?.textContent).toBe('39.9,116.38')
  })
})
