import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './page.scss'

/**
 * The page a poster stands on: the dark backdrop behind the whole screen however tall or short
 * the poster is (the poster's hint is drawn for it), the poster and what goes with it centred in
 * a column. `className` lays out the screen's own pieces around the poster.
 */
export function PosterPage({ className = '', children }: { className?: string; children?: ReactNode }) {
  return <View className={`poster-backdrop ${className}`}>{children}</View>
}
