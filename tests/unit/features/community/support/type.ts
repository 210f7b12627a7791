/**
 * Types into a React-controlled <textarea>: React watches the element's own `value` property,
 * so the prototype's setter is used and an input event tells React, as a keystroke would.
 */
export function setValue(el: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}
