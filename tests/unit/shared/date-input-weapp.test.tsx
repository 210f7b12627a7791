import { DateInput } from '@/shared/date-input/index.weapp'
import { render } from '../../support/render'

// Taro's Picker here would be its H5 web component; a stand-in shows what the file hands
// WeChat's picker and lets the test fire its change event.
jest.mock('@tarojs/components', () => {
  const React = require('react')
  return {
    ...jest.requireActual('@tarojs/components'),
    Picker: ({ mode, value, start, end, onChange, children }: { mode: string; value: string; start: string; end: string; onChange: (e: object) => void; children: unknown }) =>
      React.createElement('div', { 'data-mode': mode, 'data-value': value, 'data-start': start, 'data-end': end, onClick: () => onChange({ detail: { value: '2023-03-15' } }) }, children),
  }
})

test('mini-program DateInput: WeChat\'s date picker bounded by min and max, the placeholder until a day is picked', async () => {
  const onChange = jest.fn()
  const u = await render(() => <DateInput value='' min='1990-01-01' max='2025-06-09' placeholder='请选择日期' label='购车日期' onChange={onChange} />)
  const picker = u.queries.querySelector('[data-mode="date"]') as HTMLElement
  expect([picker.dataset.start, picker.dataset.end]).toEqual(['1990-01-01', '2025-06-09'])
  expect(u.queries.querySelector('[aria-label="购车日期"]')?.textContent).toBe('请选择日期')
  u.fireEvent.click(picker)
  expect(onChange).toHaveBeenCalledWith('2023-03-15')
})

test('mini-program DateInput shows the picked day', async () => {
  const u = await render(() => <DateInput value='2024-05-01' placeholder='请选择日期' label='日期' onChange={() => undefined} />)
  expect(u.queries.querySelector('.date-input__value')?.textContent).toBe('2024-05-01')
})
