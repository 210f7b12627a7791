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
