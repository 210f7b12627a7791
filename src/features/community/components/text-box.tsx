import { Textarea } from '@tarojs/components'

export interface TextBoxProps {
  className: string
  value: string
  placeholder: string
  maxLength: number
  onChange: (value: string) => void
}

/**
 * A multi-line input. H5 uses the browser's own <textarea>, lighter than Taro's. Written as
 * one conditional expression on the build-time constant so webpack drops the other branch and
 * its import (an early `return` would keep it).
 */
export function TextBox({ className, value, placeholder, maxLength, onChange }: TextBoxProps) {
  return process.env.TARO_ENV === 'h5' ? (
    <textarea
      className={`${className} cm-text-box`}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      rows={3}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <Textarea className={className} value={value} placeholder={placeholder} maxlength={maxLength} autoHeight onInput={(e) => onChange(e.detail.value)} />
  )
}
