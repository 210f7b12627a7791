import { Staged, WhenVisible } from '@/shared/when-visible'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

let report: (visible: boolean) => void = () => undefined

// Tasks are stepped by hand: each nextTask() waits until runTasks().
const mockTasks: (() => void)[] = []
jest.mock('@/core/boot/next-task', () => ({ nextTask: () => new Promise<void>((resolve) => mockTasks.push(resolve)) }))
const runTasks = () => mockTasks.splice(0).forEach((resolve) => resolve())

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
  await u.act(async () => runTasks())
  await waitFor(() => expect(u.queries.querySelector('.below')).not.toBeNull())
})

const Parts = () => (
  <WhenVisible>
    <p className='first'>车型</p>
    <p className='second'>在售车型</p>
  </WhenVisible>
)

test('once in view, its children mount one per task, in order, none in the observer callback', async () => {
  Object.assign(globalThis, { IntersectionObserver: ControlledObserver })
  const u = await render(Parts)
  report(true)
  await u.act(async () => undefined)
  expect(u.queries.querySelector('.first')).toBeNull()
  await u.act(async () => runTasks())
  expect([...u.queries.querySelectorAll('p')].map((p) => p.className)).toEqual(['first'])
  await u.act(async () => runTasks())
  expect([...u.queries.querySelectorAll('p')].map((p) => p.className)).toEqual(['first', 'second'])
})

const Sections = ({ sale }: { sale: boolean }) => (
  <Staged>
    <p className='gallery'>图</p>
    {sale && <p className='sale'>秒杀</p>}
    <p className='summary'>价格</p>
  </Staged>
)

test('Staged mounts the first part at once and one more each task, an empty place taking none', async () => {
  const u = await render(() => <Sections sale={false} />)
  expect([...u.queries.querySelectorAll('p')].map((p) => p.className)).toEqual(['gallery'])
  await u.act(async () => runTasks())
  expect([...u.queries.querySelectorAll('p')].map((p) => p.className)).toEqual(['gallery', 'summary'])
  expect(mockTasks).toHaveLength(0)
})
