import { Rating, type RatingProps } from '@/shared/rating'
import { FormField, type FieldProps } from './form-field'

export interface RatingFieldProps extends FieldProps, Pick<RatingProps, 'max' | 'allowHalf'> {
  value: number
  onChange: (value: number) => void
}

/** Stars to choose a score (evaluations, surveys); the label names the choice for screen readers. */
export function RatingField({ value, onChange, max, allowHalf, ...field }: RatingFieldProps) {
  return (
    <FormField stacked {...field}>
      <Rating value={value} onChange={onChange} max={max} allowHalf={allowHalf} label={field.label} />
    </FormField>
  )
}
