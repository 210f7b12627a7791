import type { KeyboardEvent, SyntheticEvent } from 'react'

/**
 * What makes a div act as a button or link for a keyboard: focusable, and Enter or Space does
 * what a tap does. Only a key pressed on the element itself counts: one from a control inside
 * it (a delete or call button) is that control's own.
 */
export function activation(onActivate: () => void) {
  return {
    tabIndex: 0,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return
      // Space would otherwise scroll the page.
      e.preventDefault()
      onActivate()
    },
  }
}

/** For a wrapper of nested actions: their taps and keys stay theirs and never reach the card. */
export const stopPropagation = (e: SyntheticEvent) => e.stopPropagation()
