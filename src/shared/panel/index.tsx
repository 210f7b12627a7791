import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.scss'

export interface PanelProps {
  /** The section's heading (a heading for screen readers too). */
  title?: ReactNode
  /** The title's heading level: 3 for a panel under a section's own heading. */
  level?: 2 | 3
  /** Beside the title, on the right: a count, a status, a small action. */
  extra?: ReactNode
  className?: string
  children?: ReactNode
}

/** A white section card on the grey page, optionally titled: what detail screens are built of. */
export function Panel({ title, level = 2, extra, className, children }: PanelProps) {
  return (
    <View className={className ? `panel ${className}` : 'panel'}>
      {(title || extra) && (
        <View className='panel__head'>
          {title && (
            <View className='panel__title' role='heading' aria-level={level}>
              {title}
            </View>
          )}
          {extra && <View className='panel__extra'>{extra}</View>}
        </View>
      )}
      {children}
    </View>
  )
}
