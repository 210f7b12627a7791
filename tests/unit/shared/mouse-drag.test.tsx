import { View } from '@tarojs/components'
import { useMouseDrag } from '@/shared/mouse-drag'
import { useMouseDrag as miniProgramMouseDrag } from '@/shared/mouse-drag/index.weapp'
import { render } from '../../support/render'

const steps = { begin: jest.fn((_x: number) => true), move: jest.fn(), end: jest.fn() }
const IDS = ['drag-handle']

beforeEach(() => {
  steps.begin.mockClear().mockReturnValue(true)
  steps.move.mockClear()
  steps.end.mockClear()
})

const mouse = (target: EventTarget, type: string, clientX: number) => target.dispatchEvent(new MouseEvent(type, { clientX, bubbles: true, cancelable: true }))

function handle(hook: typeof useMouseDrag) {
  return function Handle() {
    hook(IDS, 1, steps)
    return <View id='drag-handle' className='handle' />
  }
}

test('H5: a press on the element starts, moves anywhere on the window follow, the release ends', async () => {
  await render(handle(useMouseDrag))
  const el = document.getElementById('drag-handle')!
  mouse(el, 'mousedown', 10)
  mouse(window, 'mousemove', 40)
  mouse(window, 'mouseup', 40)
  // After the release the window is not listened to any more.
  mouse(window, 'mousemove', 90)
  expect(steps.begin).toHaveBeenCalledWith(10)
  expect(steps.move.mock.calls).toEqual([[40]])
  expect(steps.end).toHaveBeenCalledTimes(1)
})

test('H5: a drag that may not start follows no moves', async () => {
  steps.begin.mockReturnValue(false)
  await render(handle(useMouseDrag))
  mouse(document.getElementById('drag-handle')!, 'mousedown', 10)
  mouse(window, 'mousemove', 40)
  mouse(window, 'mouseup', 40)
  expect(steps.move).not.toHaveBeenCalled()
  expect(steps.end).not.toHaveBeenCalled()
})

test('mini-program: there is no mouse, so nothing listens', async () => {
  await render(handle(miniProgramMouseDrag))
  mouse(document.getElementById('drag-handle')!, 'mousedown', 10)
  mouse(window, 'mousemove', 40)
  expect(steps.begin).not.toHaveBeenCalled()
  expect(steps.move).not.toHaveBeenCalled()
})
