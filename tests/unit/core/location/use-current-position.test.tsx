import { act, renderUi } from '../support/render'
import { useCurrentPosition } from '@/core/location'
import { locate } from '@/core/location/locate'

jest.mock('@/core/location/locate', () => ({
  locate: jest.fn(() => Promise.resolve()),
  lookupAddress: jest.fn(),
}))

function Probe({ enabled }: { enabled: boolean }) {
  const { position } = useCurrentPosition(enabled)
  return <div data-testid='pos'>{`${position.latitude},${position.longitude}`}</div>
}

describe('useCurrentPosition: refresh every 30 s while a page watches', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    ;(locate as jest.Mock).mockClear()
  })
  afterEach(() => jest.useRealTimers())

  it('locates on mount, then every 30 000 ms, and stops on unmount', () => {
    const view = renderUi(<Probe enabled />)
    expect(locate).toHaveBeenCalledTimes(1)
    act(() => {
      jest.advanceTimersByTime(29_999)
    })
    expect(locate).toHaveBeenCalledTimes(1)
    act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(locate).toHaveBeenCalledTimes(2)
    act(() => {
      jest.advanceTimersByTime(30_000)
    })
    expect(locate).toHaveBeenCalledTimes(3)
    view.unmount()
    act(() => {
      jest.advanceTimersByTime(60_000)
    })
    expect(locate).toHaveBeenCalledTimes(3)
  })

  it('does nothing when disabled, and shows the Beijing default meanwhile', () => {
    const view = renderUi(<Probe enabled={false} />)
    jest.advanceTimersByTime(60_000)
    expect(locate).not.toHaveBeenCalled()
    expect(view.container.textContent).toBe('39.9,116.38')
    view.unmount()
  })
})
