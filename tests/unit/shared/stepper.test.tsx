import { useState } from 'react'
import { Stepper } from '@/shared/stepper'
import { render } from '../../support/render'

const onChange = jest.fn()

/** The caller accepts every change up to `accept`, like a server that refuses more stock. */
function Host({ start, max, accept = Infinity }: { start: number; max: number; accept?: number }) {
  const [value, setValue] = useState(start)
  return (
    <Stepper
      label='数量'
      value={value}
      max={max}
      onChange={(n) => {
        onChange(n)
        if (n <= accept) setValue(n)
      }}
    />
  )
}

const field = (u: Awaited<ReturnType<typeof render>>) => u.queries.querySelector('input') as HTMLInputElement
const button = (u: Awaited<ReturnType<typeof render>>, label: string) =>
  u.queries.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement

/** Types into the field (the event's target carries the new value, as in the browser). */
const type = (u: Awaited<ReturnType<typeof render>>, value: string) => u.fireEvent.input(field(u), { target: { value } } as EventInit)

beforeEach(() => onChange.mockClear())

test('plus and minus step by one and stop at the bounds', async () => {
  const u = await render(Host, { start: 1, max: 2 })
  expect(field(u).getAttribute('aria-label')).toBe('数量')
  expect(button(u, '减少数量').disabled).toBe(true)
  u.fireEvent.click(button(u, '增加数量'))
  expect(onChange).toHaveBeenLastCalledWith(2)
  expect(field(u).value).toBe('2')
  expect(button(u, '增加数量').disabled).toBe(true)
})

test('a typed number is kept within min..max on blur; a blank one falls back to min', async () => {
  const u = await render(Host, { start: 2, max: 5 })
  type(u, '9')
  u.fireEvent.blur(field(u))
  expect(onChange).toHaveBeenLastCalledWith(5)
  expect(field(u).value).toBe('5')
  type(u, '')
  u.fireEvent.blur(field(u))
  expect(onChange).toHaveBeenLastCalledWith(1)
})

test('a change the caller refuses shows the old number again', async () => {
  const u = await render(Host, { start: 1, max: 5, accept: 1 })
  type(u, '3')
  u.fireEvent.blur(field(u))
  expect(onChange).toHaveBeenLastCalledWith(3)
  expect(field(u).value).toBe('1')
})
