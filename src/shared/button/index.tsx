import type { ComponentProps } from 'react'
import { Button as TaroButton, View } from '@tarojs/components'
import { cx } from '@/shared/form/look'
import './index.scss'

type TaroButtonProps = ComponentProps<typeof TaroButton>

export interface ButtonProps extends Omit<TaroButtonProps, 'disabled' | 'loading'> {
  /** Greyed and inert. */
  disabled?: boolean
  /** A spinner before the label; inert meanwhile (a send is on its way). */
  loading?: boolean
}

/**
 * Taro's Button with the H5 workarounds written once (ESLint sends every `disabled` / `loading`
 * here from features and pages):
 * - under Preact a custom element gets `disabled={false}` as the attribute `disabled="false"`,
 *   which Taro's CSS styles as disabled: the prop is passed only when true;
 * - Taro's H5 button inserts its `loading` spinner into nodes Preact owns, so the tree breaks on
 *   the next render: the spinner is our own element, and Taro never gets `loading`;
 * - a tap on a disabled or loading button reaches no handler, on either renderer, and assistive
 *   technology hears it (`aria-disabled`, `aria-busy`).
 */
export function Button({ disabled = false, loading = false, className, onClick, children, ...rest }: ButtonProps) {
  const inert = disabled || loading
  return (
    <TaroButton
      {...rest}
      className={cx('button', loading && 'button--loading', className)}
      disabled={disabled || undefined}
      aria-disabled={inert}
      aria-busy={loading}
      onClick={inert ? undefined : onClick}
    >
      {loading && <View className='button__spinner' aria-hidden />}
      {children}
    </TaroButton>
  )
}
