import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './section.scss'

export interface SectionProps {
  title?: string
  extra?: ReactNode
  className?: string
  children?: ReactNode
}

/** A white card with a title row, the building block of the mall screens. */
export function Section({ title, extra, className, children }: SectionProps) {
  return (
    <View className={`mall-section ${className ?? ''}`}>
      {(title || extra) && (
        <View className='mall-section__head'>
          {title && <h2 className='mall-section__title'>{title}</h2>}
          {extra}
        </View>
      )}
      {children}
    </View>
  )
}

/** A part of a screen that failed on its own: say so and offer to try again. */
export function InlineRetry({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <View className='mall-retry' role='alert'>
      <Text className='mall-retry__text'>{text}</Text>
      <View className='mall-retry__action' role='button' onClick={onRetry}>
        重试
      </View>
    </View>
  )
}

export function EmptyNote({ text }: { text: string }) {
  return <View className='mall-empty'>{text}</View>
}
