import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { PULL_TO_REFRESH } from '@/constants'
import { PULL_TEXT } from './machine'
import { trackOffset } from './track-offset'
import { usePullRefresh } from './use-pull-refresh'
import './index.scss'

export { IDLE, isBusy, offsetOf, step, PULL_TEXT, type PullEvent, type PullModel, type PullOptions, type PullState } from './machine'
export { usePullRefresh, SETTLE_MS, type PullRefreshHandle } from './use-pull-refresh'

export interface PullRefreshProps {
  /** The refresh work; the indicator stays until it settles (a rejection is the caller's to show). */
  onRefresh: () => Promise<unknown>
  className?: string
  children?: ReactNode
}

/**
 * Pull-down refresh (spec §4, range 150 / height 70) for the pages that have it: the content
 * follows the finger, the indicator says what a release will do, and the page's native
 * pull-down (mini-program) runs the same refresh.
 */
export function PullRefresh({ onRefresh, className, children }: PullRefreshProps) {
  const { model, ref } = usePullRefresh(onRefresh)
  const offset = trackOffset(model)
  const following = model.state === 'pulling' || model.state === 'reached'
  return (
    <View
      className={`pull-refresh ${className ?? ''}`}
      ref={ref as never}
      data-pull-state={model.state}
    >
      <View
        className={`pull-refresh__track${following ? '' : ' pull-refresh__track--animated'}`}
        // No transform at rest: a transformed ancestor would pin position: fixed children to it.
        style={offset ? { transform: `translate3d(0, ${offset}px, 0)` } : undefined}
      >
        <View
          className='pull-refresh__indicator'
          style={{ height: `${PULL_TO_REFRESH.height}px`, marginTop: `-${PULL_TO_REFRESH.height}px` }}
          aria-live='polite'
        >
          {model.state === 'refreshing' && <View className='pull-refresh__spinner' />}
          <Text className='pull-refresh__text'>{PULL_TEXT[model.state]}</Text>
        </View>
        {children}
      </View>
    </View>
  )
}
