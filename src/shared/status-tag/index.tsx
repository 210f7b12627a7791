import type { ReactNode } from 'react'
import { Text } from '@tarojs/components'
import './index.scss'

/** info: under way or plain kind; success: done, qualified; warning: waiting on someone; danger: lost, refused; muted: ended; accent: a reward or offer. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'muted' | 'accent'

export interface StatusTagProps {
  tone: StatusTone
  children: ReactNode
  className?: string
}

/** A small outlined word beside a title saying where something stands (已安装, 进行中, 必要). */
export function StatusTag({ tone, children, className }: StatusTagProps) {
  return <Text className={`status-tag status-tag--${tone}${className ? ` ${className}` : ''}`}>{children}</Text>
}
