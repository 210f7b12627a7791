import { useState } from 'react'
import './index.scss'

export interface StepperProps {
  value: number
  min?: number
  max: number
  /** Read by screen readers for the number field, e.g. 数量. */
  label: string
  disabled?: boolean
  className?: string
  onChange: (value: number) => void
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max))

/**
 * A quantity: minus, the number (typed or stepped), plus. Real buttons and a named field, so it
 * is usable by keyboard and screen reader; a typed number is kept within min..max on blur.
 */
export function Stepper({ value, min = 1, max, label, disabled, className, onChange }: StepperProps) {
  // What is being typed; otherwise the field shows `value`, so a change the caller refuses
  // (the server said no) shows the old number again.
  const [draft, setDraft] = useState<string | null>(null)
  const commit = (n: number) => {
    const next = clamp(Number.isFinite(n) && n > 0 ? Math.round(n) : min, min, max)
    setDraft(null)
    if (next !== value) onChange(next)
  }
  return (
    <div className={`stepper ${className ?? ''}`}>
      <button type='button' className='stepper__minus' aria-label={`减少${label}`} disabled={disabled || value <= min} onClick={() => commit(value - 1)}>
        −
      </button>
      <input
        className='stepper__input'
        type='number'
        inputMode='numeric'
        aria-label={label}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={() => draft !== null && commit(Number(draft))}
      />
      <button type='button' className='stepper__plus' aria-label={`增加${label}`} disabled={disabled || value >= max} onClick={() => commit(value + 1)}>
        +
      </button>
    </div>
  )
}
