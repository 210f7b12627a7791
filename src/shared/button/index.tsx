import type { ComponentProps } from 'react'
import { Button as TaroButton, View } from '@tarojs/components'
import { cx } from '@/shared/form/look'
import { buttonLook, type ButtonSize, type ButtonTone, type ButtonVariant } from './look'

export { buttonLook, type ButtonSize, type ButtonTone, type ButtonVariant }

type TaroButtonProps = ComponentProps<typeof TaroButton>

export interface ButtonProps extends Omit<TaroButtonProps, 'disabled' | 'loading' | 'size'> {
  /** The kit's look. Without one the caller's class draws it: only ShareButton's icons in the mini-program are drawn so. */
  variant?: ButtonVariant
  /** With a variant: its height and text size (l by default). */
  size?: ButtonSize
  /** With a variant: its colour (brand by default). */
  tone?: ButtonTone
  /** Greyed and inert. */
  disabled?: boolean
  /** A spinner before the label; inert meanwhile (a send is on its way). */
  loading?: boolean
  /** Heard as unavailable while it keeps its look (its handler does nothing then). */
  'aria-disabled'?: boolean
}

/**
 * Taro's Button with the H5 workarounds written once (ESLint sends every `disabled` / `loading`
 * here from features and pages):
 * - under Preact a custom element gets `disabled={false}` as the attribute `disabled="false"`,
 *   which Taro's CSS styles as disabled: the prop is passed only when true;
 * - Taro's H5 button inserts its `loading` spinner into nodes Preact owns, so the tree breaks on
 *   the next render: the spinner is our own element, and Taro never gets `loading`;
 * - a tap on a disabled or loading button reaches no handler, on either renderer, and assistive
 *   technology hears it (`aria-disabled`, `aria-busy`); a button that keeps its look while it
 *   does nothing (签到 once signed) passes `aria-disabled` itself.
 */
export function Button({ variant, size = 'l', tone = 'brand', disabled = false, loading = false, className, onClick, children, 'aria-disabled': inertLook, ...rest }: ButtonProps) {
  const inert = disabled || loading
  return (
    <TaroButton
      {...rest}
      className={cx(variant ? buttonLook(variant, size, tone) : 'button', loading && 'button--loading', className)}
      disabled={disabled || undefined}
      aria-disabled={inert || Boolean(inertLook)}
      aria-busy={loading}
      onClick={inert ? undefined : onClick}
    >
      {loading && <View className='button__spinner' aria-hidden />}
      {children}
    </TaroButton>
  )
}
