/**
 * Types into a React-controlled <textarea> or <input>: React watches the element's own `value`
 * property, so the prototype's setter is used and an input event tells React, as a keystroke would.
 */
export function setValue(el: HTMLTextAreaElement | HTMLInputElement, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}
