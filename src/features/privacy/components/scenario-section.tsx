import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './scenario-section.scss'

/** One scenario of a privacy list (地图定位, 支付...): its name as a heading, then its rows. */
export function ScenarioSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <View className='privacy-section'>
      <h2 className='privacy-section__title'>{name}</h2>
      {children}
    </View>
  )
}
