/**
 * Forms (design §2: every form goes through here).
 *
 *   const form = useForm({ initial, rules: { name: on('name', filled('请输入姓名')), mobile: on('mobile', phone) }, draft: DRAFTS.x })
 *   <TextField label='姓名' value={form.values.name} error={form.errors.name} onChange={(name) => form.set({ name })} />
 *   <SubmitBar form={form} onSubmit={() => void form.submit((values, requestId) => send(values, requestId))}>提交</SubmitBar>
 *
 * Messages show after the first submit, then live; a failed send keeps the values (SubmitBar
 * says so). `draft: key` keeps them on the device for the logged-in person, `sensitive` fields
 * excepted: every form's key and sensitive fields are listed in drafts.ts (or why it keeps
 * nothing). A create passes the submit's `requestId` on to its call. An ImageField takes the
 * form's `uploads`, so its pictures hold back this form only.
 *
 * Any other control becomes a field by wrapping it: a controlled `value` / `onChange` component
 * goes inside `FormField`, which adds the label, the required mark and the message, as
 * RatingField (shared/rating) and ImageField (shared/upload) do:
 *
 *   <FormField label='评分' required error={form.errors.rating} stacked>
 *     <Rating value={form.values.rating} onChange={(rating) => form.set({ rating })} />
 *   </FormField>
 *
 * `look` renames the parts' classes for a form with its own styles (see look.ts).
 */
export { useForm, type Form, type FormOptions, type Send } from './use-form'
export { clearDraft } from './draft'
export { DRAFTS, SENSITIVE, NO_DRAFT, noDraft, type DraftName } from './drafts'
export { validate, hasErrors, on, filled, maxLength, minLength, chosen, phone, idNumber, realName, REAL_NAME_LIMITS, smsCode, type Rule, type Rules, type Errors, type Check } from './rules'
export { toastFirstError } from './toast-first-error'
export { sendFailedText } from './send-failure'
export { FORM_LOOK, lookOf, cx, type FieldLook } from './look'
export { FormField, type FieldProps, type FormFieldProps } from './form-field'
export { TextField, type TextFieldProps } from './text-field'
export { PhoneField } from './phone-field'
export { RealNameField } from './real-name-field'
export { TextareaField, type TextareaFieldProps } from './textarea-field'
export { ChoiceChips, ChipsField, type ChipOption, type ChoiceChipsProps } from './choice-chips'
export { PickerField, type PickerOption, type PickerFieldProps } from './picker-field'
export { DateField, type DateFieldProps } from './date-field'
export { ConsentField, type ConsentDocument, type ConsentFieldProps } from './consent-field'
export { RatingField, type RatingFieldProps } from './rating-field'
export { ImageField, type ImageFieldProps } from './image-field'
