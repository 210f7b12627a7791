import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { AfterPaint, afterPaint, usePainted } from '@/shared/after-paint'
import * as weapp from '@/shared/after-paint/index.weapp'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

test('afterPaint waits for the frame after next', async () => {
  const order: string[] = []
  requestAnimationFrame(() => {
    order.push('next frame')
    requestAnimationFrame(() => order.push('frame after'))
  })
  const painted = afterPaint().then(() => order.push('painted'))
  requestAnimationFrame(() => order.push('next frame, later callback'))
  await painted
  expect(order).toEqual(['next frame', 'next frame, later callback', 'frame after', 'painted'])
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
