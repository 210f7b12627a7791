import type { ComponentProps } from 'react'
import { Button as TaroButton, View } from '@tarojs/components'
import { cx } from '@/shared/form/look'
import './index.scss'

type TaroButtonProps = ComponentProps<typeof TaroButton>

/** The kit's looks: filled, outlined, or a label alone, each a full pill of one of three heights. */
export type ButtonVariant = 'primary' | 'secondary' | 'text'
/** l 44 px (a page's or a bar's action), m 36 px (a card's), s 28 px (a row's). */
export type ButtonSize = 'l' | 'm' | 's'
/**
 * The area's accent: the brand's slate, the mall's red, a refusal's red, a reminder's amber, a
 * member's gold; neutral is grey, for the quiet actions beside a main one (an order's 查看物流);
 * inverse is for a dark backdrop (a poster, a report card): white, its text dark.
 */
export type ButtonTone = 'brand' | 'mall' | 'danger' | 'warning' | 'gold' | 'neutral' | 'inverse'

export interface ButtonProps extends Omit<TaroButtonProps, 'disabled' | 'loading' | 'size'> {
  /** The kit's look; a button without one is drawn by its feature's class (being retired). */
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
  const look = variant && cx(`button--${variant}`, `button--${size}`, tone !== 'brand' && `button--${tone}`)
  return (
    <TaroButton
      {...rest}
      className={cx('button', look, loading && 'button--loading', className)}
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
