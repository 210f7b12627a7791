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
  /**
   * A second action beside the submit (存草稿): an outlined button on its left. While either
   * sends, the other is inert; `busy` makes this one load.
   */
  secondary?: { label: string; onClick: () => void; busy?: boolean }
}

/**
 * A form's actions: the message of a failed send in the page's flow, then the submit button in
 * a bar fixed to the bottom above the safe area. A spacer of the bar's height ends the page, so
 * the last field can scroll clear of the bar.
 */
export function SubmitBar({ form, onSubmit, children, busyText = '提交中…', className, above, secondary }: SubmitBarProps) {
  const submit = (
    <Button className={cx('submit-bar__button', className)} loading={form.submitting} disabled={secondary?.busy} onClick={onSubmit}>
      {form.submitting ? busyText : children}
    </Button>
  )
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
        {secondary ? (
          <View className='submit-bar__row'>
            <Button className='submit-bar__secondary' loading={secondary.busy} disabled={form.submitting} onClick={secondary.onClick}>
              {secondary.label}
            </Button>
            {submit}
          </View>
        ) : (
          submit
        )}
      </View>
    </>
  )
}
