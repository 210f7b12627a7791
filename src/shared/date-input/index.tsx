import './index.scss'

export interface DateInputProps {
  /** Added to the control (a form's input class). */
  className?: string
  /** YYYY-MM-DD, '' while nothing is picked. */
  value: string
  /** First and last day that may be picked, YYYY-MM-DD. */
  min?: string
  max?: string
  /** Shown while nothing is picked. */
  placeholder: string
  /** Names the control for screen readers (the field's label). */
  label: string
  onChange: (value: string) => void
}

/** Opens the browser's calendar where it offers one (desktop Chrome); phones open it on tap anyway. */
function openCalendar(input: HTMLInputElement) {
  try {
    input.showPicker?.()
  } catch {
    // Refused outside a user gesture or in a cross-origin frame: the tap still focuses the input.
  }
}

/**
 * A day picker. H5 uses the browser's own date input (the phone's native wheel or calendar,
 * with `min` / `max` enforced by it); the mini-program build takes index.weapp.tsx (WeChat's
 * date picker). The placeholder covers the empty input, whose own yyyy/mm/dd hint is hidden.
 */
export function DateInput({ className = '', value, min, max, placeholder, label, onChange }: DateInputProps) {
  return (
    <span className={`date-input ${className}`}>
      <input
        type='date'
        className={`date-input__native${value ? '' : ' date-input__native--empty'}`}
        value={value}
        min={min}
        max={max}
        aria-label={label}
        onClick={(e) => openCalendar(e.currentTarget)}
        onChange={(e) => onChange(e.target.value)}
      />
      {!value && (
        <span className='date-input__placeholder' aria-hidden='true'>
          {placeholder}
        </span>
      )}
    </span>
  )
}
