import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { cx, sendFailedText } from '@/shared/form'
import './index.scss'

export interface SubmitBarProps {
  /** The form's state (`useForm`): `submitting` makes the button load, `failure` shows the message. */
  form: { submitting: boolean; failure?: unknown }
  onSubmit: () => void
  /** The button's label. */
  children: ReactNode
  /** The label while sending. */
  busyText?: string
  /** The button's own class, for the screen's colours and its tests. */
  className?: string
  /** Shown in the bar above the button (a survey's progress). */
  above?: ReactNode
}

/**
 * A form's actions: the message of a failed send in the page's flow, then the submit button in
 * a bar fixed to the bottom above the safe area. A spacer of the bar's height ends the page, so
 * the last field can scroll clear of the bar.
 */
export function SubmitBar({ form, onSubmit, children, busyText = '提交中…', className, above }: SubmitBarProps) {
  return (
    <>
      {form.failure !== undefined && (
        <View className='submit-bar__failure' role='alert'>
          {sendFailedText(form.failure)}
        </View>
      )}
      <View className='submit-bar__space' />
      <View className='submit-bar'>
        {above}
        <Button className={cx('submit-bar__button', className)} loading={form.submitting} onClick={onSubmit}>
          {form.submitting ? busyText : children}
        </Button>
      </View>
    </>
  )
}
