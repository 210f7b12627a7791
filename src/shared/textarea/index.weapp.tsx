import { Textarea } from '@tarojs/components'
import type { TextAreaProps } from './index'

/** Mini-program build of TextArea: WeChat's textarea, which grows with what is typed. */
export function TextArea({ className, value, placeholder, maxLength, onChange }: TextAreaProps) {
  return <Textarea className={className} value={value} placeholder={placeholder} maxlength={maxLength} autoHeight onInput={(e) => onChange(e.detail.value)} />
}
