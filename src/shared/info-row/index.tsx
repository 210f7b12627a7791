import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { activation } from '../card/activation'
import './index.scss'

export interface InfoRowProps {
  label: string
  /** Wraps under itself when long (an address, a list of fields). */
  children: ReactNode
  /** A row that opens something: a button for keyboards and screen readers, with an arrow. */
  onTap?: () => void
  className?: string
}

/** One label and its value, the labels lined up in a column (submitted details, a party's facts). */
export function InfoRow({ label, children, onTap, className }: InfoRowProps) {
  const own = `info-row${onTap ? ' info-row--tap' : ''}${className ? ` ${className}` : ''}`
  const body = (
    <>
      <Text className='info-row__label'>{label}</Text>
      <View className='info-row__value'>{children}</View>
      {onTap && <Text className='info-row__arrow' aria-hidden>›</Text>}
    </>
  )
  if (!onTap) return <View className={own}>{body}</View>
  return (
    <div className={own} role='button' onClick={onTap} {...activation(onTap)}>
      {body}
    </div>
  )
}
