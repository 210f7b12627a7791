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
 * A day picker. The field is the kit's line (the day, or the placeholder), as in the mini-program
 * build (index.weapp.tsx, WeChat's date picker). In H5 the browser's date input lies unseen over
 * it and takes the tap, so the phone opens its own wheel or calendar, `min` / `max` enforced by
 * it, while its yyyy/mm/dd box and calendar glyph never show.
 */
export function DateInput({ className = '', value, min, max, placeholder, label, onChange }: DateInputProps) {
  return (
    <span className={`date-input ${className}`}>
      <span className={value ? 'date-input__value' : 'date-input__placeholder'} aria-hidden='true'>
        {value || placeholder}
      </span>
      <input
        type='date'
        className='date-input__native'
        value={value}
        min={min}
        max={max}
        aria-label={label}
        onClick={(e) => openCalendar(e.currentTarget)}
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  )
}
