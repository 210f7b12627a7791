import { Slider } from '@tarojs/components'
import { TOKEN_COLOURS } from '@/styles/colours'
import { TIME_STEP } from './frame-times'
import './index.scss'
import type { TimeSliderProps } from './types'

/** Mini-program: WeChat's slider (whole steps only: it counts in tenths of a second). */
export function TimeSlider({ value, max, label, className = '', onChange }: TimeSliderProps) {
  const scale = 1 / TIME_STEP
  return (
    <Slider
      className={`video-slider ${className}`}
      min={0}
      max={Math.round(max * scale)}
      step={1}
      value={Math.round(value * scale)}
      activeColor={TOKEN_COLOURS.brand}
      blockSize={20}
      ariaLabel={label}
      onChange={(e) => onChange(e.detail.value / scale)}
    />
  )
}
