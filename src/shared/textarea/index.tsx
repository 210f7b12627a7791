import './index.scss'
import { textareaClass } from './textarea-class'

export interface TextAreaProps {
  className: string
  value: string
  placeholder: string
  maxLength: number
  onChange: (value: string) => void
  /** Drawn with the error border (what was typed was refused). */
  invalid?: boolean
}

/**
 * A multi-line input. H5 uses the browser's own <textarea>, lighter than Taro's; the
 * mini-program build takes index.weapp.tsx (WeChat's textarea, growing with its text).
 */
export function TextArea({ className, value, placeholder, maxLength, onChange, invalid }: TextAreaProps) {
  return (
    <textarea
      className={textareaClass(className, invalid)}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      rows={3}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
