import { WhenVisible } from '@/shared/when-visible'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

let report: (visible: boolean) => void = () => undefined

class ControlledObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = (visible) => callback([{ isIntersecting: visible }])
  }
  observe() {}
  disconnect() {}
}

const Part = () => (
  <WhenVisible minHeight={80}>
    <p className='below'>评价</p>
  </WhenVisible>
)

test('the part mounts only once it comes into view, holding its height until then', async () => {
  Object.assign(globalThis, { IntersectionObserver: ControlledObserver })
  const u = await render(Part)
  expect(u.queries.querySelector('.below')).toBeNull()
  expect(u.html()).toContain('min-height: 80px')
  report(false)
  expect(u.queries.querySelector('.below')).toBeNull()
  report(true)
  await waitFor(() => expect(u.queries.querySelector('.below')).not.toBeNull())
})

const Parts = () => (
  <WhenVisible>
    <p className='first'>车型</p>
    <p className='second'>在售车型</p>
  </WhenVisible>
)

test('once in view, its children mount one per frame, in order', async () => {
  Object.assign(globalThis, { IntersectionObserver: ControlledObserver })
  const u = await render(Parts)
  // From here frames are stepped by hand.
  const frames: FrameRequestCallback[] = []
  const raf = jest.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb))
  try {
    report(true)
    await waitFor(() => expect(u.queries.querySelector('.first')).not.toBeNull())
    await new Promise((r) => setTimeout(r, 30))
    expect(u.queries.querySelector('.second')).toBeNull()
    // Run the frames asked for so far: ours and, under Preact, the renderer's own (its effects
    // wait for a frame too).
    expect(frames.length).toBeGreaterThan(0)
    await u.act(async () => frames.splice(0).forEach((frame) => frame(0)))
    await waitFor(() => expect(u.queries.querySelector('.second')).not.toBeNull())
    expect([...u.queries.querySelectorAll('p')].map((p) => p.className)).toEqual(['first', 'second'])
  } finally {
    raf.mockRestore()
  }
})
