import { DateInput } from '@/shared/date-input'
import { DateInput as MiniProgramDateInput } from '@/shared/date-input/index.weapp'
import { render } from '../../support/render'

// The weapp file's Taro Picker would be Taro's H5 web component here; a stand-in shows what the
// file hands WeChat's picker and lets the test send its change event.
jest.mock('@tarojs/components', () => {
  const react = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/components'),
    Picker: ({ mode, value, start, end, onChange, children }: Record<string, never> & { onChange: (e: { detail: { value: string } }) => void; children: unknown }) =>
      react.createElement('div', { className: 'picker', 'data-mode': mode, 'data-value': value, 'data-start': start, 'data-end': end, onClick: () => onChange({ detail: { value: '2025-05-04' } }) }, children),
    Text: ({ className, children }: { className: string; children: unknown }) => react.createElement('span', { className }, children),
  }
})

test('H5: the browser\'s date input, with its bounds and name; a picked day comes back as YYYY-MM-DD', async () => {
  const onChange = jest.fn()
  const utils = await render(() => <DateInput className='trip' value='' placeholder='选择日期' label='提车日期' min='2020-01-01' max='2025-06-30' onChange={onChange} />)
  const input = utils.queries.querySelector('input.date-input.trip') as HTMLInputElement
  expect([input.type, input.min, input.max, input.getAttribute('aria-label')]).toEqual(['date', '2020-01-01', '2025-06-30', '提车日期'])
  expect(input.classList.contains('date-input--empty')).toBe(true)
  utils.act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '2024-05-01')
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  expect(onChange).toHaveBeenCalledWith('2024-05-01')
})

test('mini-program: WeChat\'s date picker with the bounds, showing the day or the placeholder', async () => {
  const onChange = jest.fn()
  const empty = await render(() => <MiniProgramDateInput value='' placeholder='选择日期' label='提车日期' min='2020-01-01' onChange={onChange} />)
  const picker = empty.queries.querySelector('.picker') as HTMLElement
  expect([picker.dataset.mode, picker.dataset.start]).toEqual(['date', '2020-01-01'])
  expect(empty.queries.querySelector('.date-input--empty')!.textContent).toBe('选择日期')
  empty.fireEvent.click(picker)
  expect(onChange).toHaveBeenCalledWith('2025-05-04')
  empty.unmout()
  const chosen = await render(() => <MiniProgramDateInput value='2024-05-01' placeholder='选择日期' label='提车日期' onChange={onChange} />)
  expect(chosen.queries.querySelector('.date-input')!.textContent).toBe('2024-05-01')
  expect(chosen.queries.querySelector('.date-input--empty')).toBeNull()
})
