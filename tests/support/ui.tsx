import type { ComponentType } from 'react'
import { Provider } from 'jotai'
import { store } from '@/core/store'
import { render } from './render'
import { setValue } from './type'

export { waitFor } from './wait-for'

/*
 * Small helpers for the buyer-area component tests: wait for a condition, read text, click,
 * type into a Taro Input.
 */
export type Utils = Awaited<ReturnType<typeof render>>

export const texts = (utils: Utils, selector: string): string[] =>
  Array.from(utils.queries.querySelectorAll(selector)).map((el) => el.textContent ?? '')

export const text = (utils: Utils, selector: string): string | null => utils.queries.querySelector(selector)?.textContent ?? null

export function click(utils: Utils, target: string | Element): void {
  const el = typeof target === 'string' ? utils.queries.querySelector(target) : target
  if (!el) throw new Error(`nothing to click: ${String(target)}`)
  utils.fireEvent.click(el)
}

/** The first element matching `selector` whose text contains `content`. */
export function byText(utils: Utils, selector: string, content: string): Element {
  const el = Array.from(utils.queries.querySelectorAll(selector)).find((e) => (e.textContent ?? '').includes(content))
  if (!el) throw new Error(`no ${selector} with text ${content}`)
  return el
}

export async function type(utils: Utils, selector: string, value: string): Promise<void> {
  const input = (await utils.queries.waitForQuerySelector(`${selector} input`)) as HTMLInputElement
  utils.act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Types into the kit's textarea (`selector` is the field around it). */
export async function typeArea(utils: Utils, selector: string, value: string): Promise<void> {
  const box = (await utils.queries.waitForQuerySelector(`${selector} textarea`)) as HTMLTextAreaElement
  utils.act(() => setValue(box, value))
}

/** Renders a page inside the app's jotai store, as app.tsx does (hooks and setters then share it). */
export function renderInStore(Page: ComponentType): Promise<Utils> {
  function InStore() {
    return (
      <Provider store={store}>
        <Page />
      </Provider>
    )
  }
  return render(InStore)
}
