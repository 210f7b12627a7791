import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './form-section.scss'

/** One block of the form: a title, the control, and its message when it is wrong. */
export function FormSection({ title, error, children, extra }: { title: string; error?: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <View className={`td-section${error ? ' td-section--error' : ''}`}>
      <View className='td-section__head'>
        <Text className='td-section__title'>{title}</Text>
        {extra}
      </View>
      {children}
      {error && (
        <View className='td-section__error' role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}
