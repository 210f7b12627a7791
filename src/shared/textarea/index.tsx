import './index.scss'

export interface TextAreaProps {
  className: string
  value: string
  placeholder: string
  maxLength: number
  onChange: (value: string) => void
}

/**
 * A multi-line input. H5 uses the browser's own <textarea>, lighter than Taro's; the
 * mini-program build takes index.weapp.tsx (WeChat's textarea, growing with its text).
 */
export function TextArea({ className, value, placeholder, maxLength, onChange }: TextAreaProps) {
  return (
    <textarea
      className={`${className} textarea`}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      rows={3}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
