// H5's Button as a plain element (./h5-components.ts says why): the same tag as Taro's, so the
// app's styles and selectors written for taro-button-core hold, with no custom element to upgrade.
import { createElement, type MouseEvent, type ReactNode } from 'react'
import './h5-button.scss'

export interface ButtonProps {
  className?: string
  style?: string | Record<string, string | number>
  size?: 'default' | 'mini'
  disabled?: boolean
  onClick?: (e: MouseEvent) => void
  children?: ReactNode
  [attribute: string]: unknown
}

// Open types and form types are the mini-program's, and the kit's Button draws `loading` itself
// (src/shared/button): H5 leaves them out of the DOM.
export function Button({ size, disabled, onClick, loading: _loading, openType: _openType, formType: _formType, ...rest }: ButtonProps) {
  return createElement('taro-button-core', {
    ...rest,
    size,
    disabled: Boolean(disabled),
    // As Taro's element did: a tap on a disabled button reaches no handler around it either.
    onClick: (e: MouseEvent) => {
      if (disabled) e.stopPropagation()
      else onClick?.(e)
    },
  })
}
