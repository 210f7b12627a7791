import { TimeSlider } from '@/shared/video/time-slider.weapp'
import { render } from '../../../support/render'

// Taro's Slider here would be its H5 web component; a stand-in shows what the file hands
// WeChat's slider and lets the test fire its change event.
jest.mock('@tarojs/components', () => {
  const React = require('react')
  return {
    ...jest.requireActual('@tarojs/components'),
    Slider: ({ max, step, value, ariaLabel, onChange }: { max: number; step: number; value: number; ariaLabel: string; onChange: (e: object) => void }) =>
      React.createElement('div', { 'data-max': max, 'data-step': step, 'data-value': value, 'aria-label': ariaLabel, onClick: () => onChange({ detail: { value: 45 } }) }),
  }
})

test('mini-program slider: WeChat\'s whole steps count tenths of a second', async () => {
  const onChange = jest.fn()
  const u = await render(() => <TimeSlider label='封面的时间' value={2.5} max={12.34} onChange={onChange} />)
  const slider = u.queries.querySelector('[aria-label="封面的时间"]') as HTMLElement
  expect([slider.dataset.max, slider.dataset.step, slider.dataset.value]).toEqual(['123', '1', '25'])
  u.fireEvent.click(slider)
  expect(onChange).toHaveBeenCalledWith(4.5)
})
