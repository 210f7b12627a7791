// H5's Input as a plain input in a block (./h5-components.ts says why): the same DOM as Taro's
// (the class on the outside, `.weui-input` on the input), the same events (`detail.value`).
import { useEffect, useRef, type CompositionEvent, type FormEvent, type KeyboardEvent } from 'react'
import './h5-input.scss'

interface Detail {
  detail: { value: string; cursor?: number; keyCode?: number }
}

export interface InputProps {
  className?: string
  style?: string | Record<string, string | number>
  id?: string
  name?: string
  value?: string
  type?: string
  password?: boolean
  placeholder?: string
  disabled?: boolean
  maxlength?: number
  focus?: boolean
  confirmType?: string
  onInput?: (e: Detail) => void
  onFocus?: (e: Detail) => void
  onBlur?: (e: Detail) => void
  onConfirm?: (e: Detail) => void
  onKeyDown?: (e: Detail) => void
  [attribute: string]: unknown
}

/** The input's own type, as Taro's taro-input-core picks it. */
function inputType({ type, confirmType, password }: Pick<InputProps, 'type' | 'confirmType' | 'password'>): string {
  if (password) return 'password'
  if (confirmType === 'search') return 'search'
  if (type === 'digit' || type === 'number') return 'number'
  return type === 'tel' ? 'tel' : 'text'
}

/** What a number field keeps of a keystroke: digits, and for a decimal (digit) one point. */
function refused(type: string | undefined, typed: string, before: string): boolean {
  if (/^[0-9]+$/.test(typed)) return false
  if (type === 'number') return true
  if (type === 'digit') return typed !== '.' || before.includes('.')
  return false
}

export function Input({ className, style, value, type, password, placeholder, disabled, maxlength = 140, focus, confirmType, onInput, onFocus, onBlur, onConfirm, onKeyDown, ...rest }: InputProps) {
  const ref = useRef<HTMLInputElement>(null)
  const composing = useRef(false)
  const kind = inputType({ type, confirmType, password })
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  // A typed Chinese word is one input, at its end: the pinyin on the way is not a value.
  const emit = (input: HTMLInputElement) => {
    let text = input.value
    if (kind === 'number' && maxlength > -1 && text.length > maxlength) input.value = text = text.slice(0, maxlength)
    onInput?.({ detail: { value: text, cursor: text.length } })
  }
  return (
    <div className={className} style={style as never}>
      <input
        {...rest}
        ref={ref}
        className='weui-input'
        type={kind}
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxlength}
        onBeforeInput={(e: FormEvent<HTMLInputElement>) => {
          // Preact hands the browser's event itself, React a wrapper around it.
          const typed = ((e.nativeEvent ?? e) as InputEvent).data
          if (typed && refused(type, typed, e.currentTarget.value)) e.preventDefault()
        }}
        onInput={(e: FormEvent<HTMLInputElement>) => {
          if (!composing.current) emit(e.currentTarget)
        }}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={(e: CompositionEvent<HTMLInputElement>) => {
          composing.current = false
          emit(e.currentTarget)
        }}
        onFocus={(e) => onFocus?.({ detail: { value: e.currentTarget.value } })}
        onBlur={(e) => onBlur?.({ detail: { value: e.currentTarget.value } })}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          const text = e.currentTarget.value
          onKeyDown?.({ detail: { value: text, cursor: text.length, keyCode: e.keyCode } })
          if (e.key === 'Enter') onConfirm?.({ detail: { value: text } })
        }}
      />
    </div>
  )
}
