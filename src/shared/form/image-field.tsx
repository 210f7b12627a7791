import { ImageUpload, type ImageUploadProps } from '@/shared/upload'
import { FormField, type FieldProps } from './form-field'

export type ImageFieldProps = FieldProps & Omit<ImageUploadProps, 'label' | 'className'> & { addLabel?: string }

/**
 * Pictures uploaded as they are picked; the value is the list of uploaded URLs. `uploads` is the
 * form's (`form.uploads`): a picture still on its way holds back that form's submit, no other.
 * `reorder` lets the user change the pictures' order (前移 / 后移).
 */
export function ImageField({ value, onChange, max, source, maxBytes, uploads, addLabel, reorder, ...field }: ImageFieldProps) {
  return (
    <FormField stacked {...field}>
      <ImageUpload value={value} onChange={onChange} max={max} source={source} maxBytes={maxBytes} uploads={uploads} label={addLabel} reorder={reorder} />
    </FormField>
  )
}
