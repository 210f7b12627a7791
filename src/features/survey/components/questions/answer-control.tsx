import { View } from '@tarojs/components'
import { DateInput } from '@/shared/date-input'
import { Rating } from '@/shared/rating'
import { textBoxClass } from '@/shared/text-box'
import { ImageUpload } from '@/shared/upload'
import { DEFAULT_MAX_IMAGES, DEFAULT_STARS } from '../../engine'
import { ChoiceControl } from './choice-control'
import { NpsControl } from './nps-control'
import { LineControl, LongTextControl } from './text-control'
import type { ControlProps } from './types'
import './answer-control.scss'

/** The control of a question's type, from the shared kit where it has one. */
export function AnswerControl(props: ControlProps) {
  const { question: q, answer, onChange } = props
  switch (q.type) {
    case 'single':
    case 'multiple':
      return <ChoiceControl {...props} />
    case 'rating':
      return (
        <Rating className='survey-stars' value={typeof answer === 'number' ? answer : 0} max={q.stars ?? DEFAULT_STARS} label={q.title} onChange={onChange} />
      )
    case 'nps':
      return <NpsControl {...props} />
    case 'text':
    case 'phone':
      return <LineControl {...props} />
    case 'textarea':
      return <LongTextControl {...props} />
    case 'date':
      return (
        // The day picker is a line; the box around it is the one every typed answer has.
        <View className={textBoxClass('survey-date')}>
          <DateInput
            value={typeof answer === 'string' ? answer : ''}
            placeholder={q.placeholder ?? '请选择日期'}
            label={q.title}
            min={q.minDate}
            max={q.maxDate}
            onChange={onChange}
          />
        </View>
      )
    case 'image':
      return <ImageUpload className='survey-images' value={Array.isArray(answer) ? answer : []} max={q.maxImages ?? DEFAULT_MAX_IMAGES} uploads={props.uploads} onChange={onChange} />
  }
}
