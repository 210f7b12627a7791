import { useState } from 'react'
import { DateInput } from '@/shared/date-input'
import { DateField } from '@/shared/form'
import { render } from '../../support/render'
import { setValue as typeValue } from '../../support/type'

type Utils = Awaited<ReturnType<typeof render>>

/** Picks a day as the browser's date input does: React reads the element's own value on input. */
function pick(u: Utils, input: HTMLInputElement, day: string) {
  u.act(() => typeValue(input, day))
}

test('H5 DateInput: the kit\'s line over an unseen browser date input, bounded, named', async () => {
  const onChange = jest.fn()
  const u = await render(() => <DateInput className='when' value='' min='1990-01-01' max='2025-06-09' placeholder='请选择日期' label='购车日期' onChange={onChange} />)
  const input = u.queries.querySelector('.date-input.when input') as HTMLInputElement
  expect(input.type).toBe('date')
  expect([input.min, input.max]).toEqual(['1990-01-01', '2025-06-09'])
  expect(input.getAttribute('aria-label')).toBe('购车日期')
  expect(u.queries.querySelector('.date-input__placeholder')?.textContent).toBe('请选择日期')
  pick(u, input, '2024-05-01')
  expect(onChange).toHaveBeenCalledWith('2024-05-01')
})

test('H5 DateInput: a tap opens the calendar where the browser can, and survives a refusal', async () => {
  const u = await render(() => <DateInput value='2024-05-01' placeholder='请选择日期' label='日期' onChange={() => undefined} />)
  const input = u.queries.querySelector('input') as HTMLInputElement & { showPicker?: () => void }
  expect(u.queries.querySelector('.date-input__placeholder')).toBeNull()
  expect(u.queries.querySelector('.date-input__value')?.textContent).toBe('2024-05-01')
  input.showPicker = jest.fn(() => {
    throw new Error('NotAllowedError')
  })
  u.fireEvent.click(input)
  expect(input.showPicker).toHaveBeenCalled()
})

function Field() {
  const [value, setValue] = useState('')
  return <DateField label='购车日期' required error={value ? undefined : '请选择购车日期'} value={value} max='2025-06-09' onChange={setValue} />
}

test('DateField: label, message, and the picked day shown', async () => {
  const u = await render(Field)
  expect(u.queries.querySelector('.form-field__label')?.textContent).toBe('购车日期*')
  expect(u.queries.querySelector('.form-field__error')?.textContent).toBe('请选择购车日期')
  const input = u.queries.querySelector('.form-field__input input') as HTMLInputElement
  pick(u, input, '2023-03-15')
  expect(input.value).toBe('2023-03-15')
  expect(u.queries.querySelector('.form-field__error')).toBeNull()
  expect(u.queries.querySelector('.date-input__placeholder')).toBeNull()
})
