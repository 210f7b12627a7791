import { FrameStrip, TimeSlider } from '@/shared/video'
import { render } from '../../../support/render'

test('the strip: a thumbnail per time (empty until it comes), the chosen one marked; a tap picks its time', async () => {
  const onPick = jest.fn()
  const u = await render(() => <FrameStrip times={[1, 3, 5]} thumbs={['a.jpg', undefined, 'c.jpg']} current={2} onPick={onPick} />)
  const frames = u.queries.querySelectorAll('.video-strip__frame')
  expect(frames).toHaveLength(3)
  expect(u.queries.querySelectorAll('.video-strip__image')).toHaveLength(2)
  expect(frames[2].getAttribute('aria-pressed')).toBe('true')
  expect(frames[1].getAttribute('aria-label')).toBe('00:03 处的画面')
  ;(frames[1] as HTMLElement).click()
  expect(onPick).toHaveBeenCalledWith(3)
})

test('H5 slider: a range input in seconds', async () => {
  const onChange = jest.fn()
  const u = await render(() => <TimeSlider label='封面的时间' value={2} max={12} onChange={onChange} />)
  const input = u.queries.querySelector('input[type=range]') as HTMLInputElement
  expect([input.max, input.step, input.getAttribute('aria-label')]).toEqual(['12', '0.1', '封面的时间'])
  // Both renderers call onChange on 'input' for a range (Preact's compat maps it so), while dragging.
  u.fireEvent.input(input, { target: { value: '4.5' } } as EventInit)
  expect(onChange).toHaveBeenLastCalledWith(4.5)
})
