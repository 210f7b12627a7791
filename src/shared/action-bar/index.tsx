import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Button, type ButtonVariant } from '@/shared/button'
import { cx } from '@/shared/form/look'
import './index.scss'

export interface BarAction {
  label: ReactNode
  onClick: () => void
  /** A spinner, inert meanwhile (its request is on its way). */
  loading?: boolean
  disabled?: boolean
  /** The button's own class, for its tests (its look is the bar's). */
  className?: string
}

export interface ActionBarProps {
  /** The filled action, taking the rest of the row. */
  primary: BarAction
  /** An outlined action on its left, as tall as the primary and on its line. */
  secondary?: BarAction
  /** Shown in the bar above the actions (a survey's progress). */
  above?: ReactNode
  /** The primary's fill: the app's brand, or the mall's accent (its screens' actions are red). */
  accent?: 'brand' | 'mall'
  className?: string
}

/**
 * A screen's one or two actions in a bar fixed to the bottom above the safe area. A spacer of
 * the bar's height ends the page, so the last of it scrolls clear of the bar. Forms take it
 * through SubmitBar; a screen that only offers a next step (a prize's 去抽奖) takes it as it is.
 */
export function ActionBar({ primary, secondary, above, accent = 'brand', className }: ActionBarProps) {
  const button = (action: BarAction, look: string, variant: ButtonVariant) => (
    <Button className={cx(look, action.className)} variant={variant} tone={accent} loading={action.loading} disabled={action.disabled} onClick={action.onClick}>
      {action.label}
    </Button>
  )
  return (
    <>
      <View className='action-bar__space' />
      <View className={cx('action-bar', className)}>
        {above}
        <View className='action-bar__row'>
          {secondary && button(secondary, 'action-bar__secondary', 'secondary')}
          {button(primary, 'action-bar__primary', 'primary')}
        </View>
      </View>
    </>
  )
}
