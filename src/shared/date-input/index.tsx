import './index.scss'

export interface DateInputProps {
  /** YYYY-MM-DD, or '' while none is picked. */
  value: string
  /** Shown while none is picked (the mini-program's picker; browsers show their own). */
  placeholder: string
  /** Names the field for screen readers. */
  label: string
  /** The first and last day that may be picked, YYYY-MM-DD. */
  min?: string
  max?: string
  disabled?: boolean
  className?: string
  onChange: (value: string) => void
}

/**
 * A day. H5 uses the browser's own date input (its calendar and keyboard entry, lighter than
 * Taro's picker); the mini-program build takes index.weapp.tsx (WeChat's date picker).
 */
export function DateInput({ value, placeholder, label, min, max, disabled, className = '', onChange }: DateInputProps) {
  return (
    <input
      type='date'
      className={`date-input ${value ? '' : 'date-input--empty'} ${className}`}
      value={value}
      min={min}
      max={max}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={label}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
