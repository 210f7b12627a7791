import { Textarea } from '@tarojs/components'
import './index.scss'
import type { TextAreaProps } from './index'
import { textareaClass } from './textarea-class'

/** Mini-program build of TextArea: WeChat's textarea, which grows with what is typed. */
export function TextArea({ className, value, placeholder, maxLength, onChange, invalid }: TextAreaProps) {
  return <Textarea className={textareaClass(className, invalid)} value={value} placeholder={placeholder} maxlength={maxLength} autoHeight onInput={(e) => onChange(e.detail.value)} />
}
