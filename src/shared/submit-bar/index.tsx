import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { ActionBar, type ActionBarProps } from '@/shared/action-bar'
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
  /** The bar's accent (ActionBar): the mall's forms take the mall's. */
  accent?: ActionBarProps['accent']
}

/**
 * A form's actions: the message of a failed send in the page's flow, then the submit button in
 * the kit's ActionBar (fixed to the bottom above the safe area, a second action beside it).
 */
export function SubmitBar({ form, onSubmit, children, busyText = '提交中…', className, above, secondary, accent }: SubmitBarProps) {
  return (
    <>
      {form.failure !== undefined && (
        <View className='submit-bar__failure' role='alert'>
          {sendFailedText(form.failure)}
        </View>
      )}
      <ActionBar
        className='submit-bar'
        above={above}
        accent={accent}
        primary={{
          label: form.submitting ? busyText : children,
          onClick: onSubmit,
          loading: form.submitting,
          disabled: secondary?.busy,
          className: cx('submit-bar__button', className),
        }}
        secondary={secondary && { label: secondary.label, onClick: secondary.onClick, loading: secondary.busy, disabled: form.submitting }}
      />
    </>
  )
}
