import { TIME_STEP } from './frame-times'
import './index.scss'
import type { TimeSliderProps } from './types'

/** H5: the browser's own range input (keyboard and screen readers included), in seconds. */
export function TimeSlider({ value, max, label, className = '', onChange }: TimeSliderProps) {
  return (
    <input
      className={`video-slider ${className}`}
      type='range'
      min={0}
      max={max}
      step={TIME_STEP}
      value={value}
      aria-label={label}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
    />
  )
}
