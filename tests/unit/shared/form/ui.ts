import type { render } from '../../../support/render'

type Utils = Awaited<ReturnType<typeof render>>

/** The value of the field with class `field`. */
export const value = (u: Utils, field: string) => (u.queries.querySelector(`${field} input`) as HTMLInputElement).value

/** Taps the test form's 提交 and lets its send start. */
export const submit = (u: Utils) =>
  u.act(async () => {
    u.fireEvent.click(u.queries.querySelector('.t-submit')!)
    await Promise.resolve()
  })

/** Types `text` into the input of the field with class `field`, as a keyboard would. */
export function type(u: Utils, field: string, text: string) {
  const input = u.queries.querySelector(`${field} input`) as HTMLInputElement
  u.act(() => {
    input.value = text
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
