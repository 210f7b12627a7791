import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { AfterPaint, afterPaint, usePainted } from '@/shared/after-paint'
import * as weapp from '@/shared/after-paint/index.weapp'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

// nextTask passes through, unless a test holds it.
jest.mock('@/core/boot/next-task', () => {
  const actual = jest.requireActual('@/core/boot/next-task')
  const held = { on: false, waiting: [] as Array<() => void> }
  return { ...actual, held, nextTask: () => (held.on ? new Promise<void>((resolve) => held.waiting.push(resolve)) : actual.nextTask()) }
})
const held = (jest.requireMock('@/core/boot/next-task') as { held: { on: boolean; waiting: Array<() => void> } }).held
const frames = (n: number): Promise<void> => new Promise((resolve) => (n ? requestAnimationFrame(() => void frames(n - 1).then(resolve)) : resolve()))

test('afterPaint resolves in the task after the frame after next, not inside a frame (what renders then is not added to it)', async () => {
  held.on = true
  let painted = false
  const done = afterPaint().then(() => (painted = true))
  await frames(2)
  // The frame after next asked for a task, and nothing resolved inside a frame.
  expect(held.waiting).toHaveLength(1)
  expect(painted).toBe(false)
  held.on = false
  held.waiting.forEach((go) => go())
  await done
  expect(painted).toBe(true)
})

function Probe({ seen }: { seen: boolean[] }) {
  const [ready, setReady] = useState(false)
  const painted = usePainted(ready)
  useEffect(() => {
    seen.push(painted)
  }, [painted, seen])
  return <View className='toggle' onClick={() => setReady((r) => !r)} />
}

test('usePainted: false while not ready, true a frame after ready, and it stays true', async () => {
  const seen: boolean[] = []
  const utils = await render(Probe, { seen })
  const toggle = () => utils.fireEvent.click(utils.queries.querySelector('.toggle')!)
  await afterPaint()
  expect(seen).toEqual([false])
  toggle()
  await waitFor(() => expect(seen).toEqual([false, true]))
  toggle()
  await afterPaint()
  expect(seen).toEqual([false, true])
})

test('the mini-program has nothing to wait for', async () => {
  expect(weapp.usePainted(false)).toBe(false)
  expect(weapp.usePainted(true)).toBe(true)
  await expect(weapp.afterPaint()).resolves.toBeUndefined()
})

test('AfterPaint mounts its children only once the screen has painted; in the mini-program at once', async () => {
  const Page = ({ Later }: { Later: typeof AfterPaint }) => (
    <View>
      <View className='first' />
      <Later>
        <View className='later' />
      </Later>
    </View>
  )
  const h5 = await render(Page, { Later: AfterPaint })
  expect(h5.queries.querySelector('.first')).not.toBeNull()
  expect(h5.queries.querySelector('.later')).toBeNull()
  await waitFor(() => expect(h5.queries.querySelector('.later')).not.toBeNull())
  h5.unmout()
  const mini = await render(Page, { Later: weapp.AfterPaint })
  expect(mini.queries.querySelector('.later')).not.toBeNull()
})
