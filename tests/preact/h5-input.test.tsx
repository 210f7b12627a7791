// H5's Input (src/core/framework/h5-input.tsx), rendered by Preact as the H5 build renders it:
// Taro's DOM and events, so fields, tests and styles written for Taro's element keep working.
import { useState } from 'react'
import { Input } from '@/core/framework/h5-input'
import { render } from '../support/render'

const seen: string[] = []
const confirmed: string[] = []

function Field({ type, maxlength }: { type?: string; maxlength?: number }) {
  const [value, setValue] = useState('')
  return (
    <Input
      className='field__input'
      type={type}
      maxlength={maxlength}
      value={value}
      placeholder='请输入'
      onInput={(e) => {
        seen.push(e.detail.value)
        setValue(e.detail.value)
      }}
      onConfirm={(e) => confirmed.push(e.detail.value)}
    />
  )
}

const typeIn = (input: HTMLInputElement, value: string, init: EventInit = {}) => {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true, ...init }))
}

beforeEach(() => {
  seen.length = 0
  confirmed.length = 0
})

test("Taro's DOM: the class on a block around an input of Taro's class", async () => {
  const u = await render(() => <Field />)
  const input = u.queries.querySelector('.field__input > input.weui-input') as HTMLInputElement
  expect(input).not.toBeNull()
  expect(input.type).toBe('text')
  expect(input.placeholder).toBe('请输入')
})

test('a typed value comes as detail.value; a Chinese word once, when the IME ends it', async () => {
  const u = await render(() => <Field />)
  const input = u.queries.querySelector('input') as HTMLInputElement
  await u.act(() => typeIn(input, 'ab'))
  expect(seen).toEqual(['ab'])
  await u.act(() => {
    input.dispatchEvent(new Event('compositionstart', { bubbles: true }))
    typeIn(input, 'abzhang')
    input.value = 'ab张'
    input.dispatchEvent(new Event('compositionend', { bubbles: true }))
  })
  expect(seen).toEqual(['ab', 'ab张'])
})

test('a number field keeps to its length; Enter confirms the value', async () => {
  const u = await render(() => <Field type='number' maxlength={4} />)
  const input = u.queries.querySelector('input') as HTMLInputElement
  expect(input.type).toBe('number')
  await u.act(() => typeIn(input, '123456'))
  expect(seen).toEqual(['1234'])
  await u.act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }))
  })
  expect(confirmed).toEqual(['1234'])
})
