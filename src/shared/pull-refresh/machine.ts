import { PULL_TO_REFRESH } from '@/constants'

/**
 * Pull-to-refresh of spec §4 as a pure state machine: the five states pulling, reached,
 * refreshing, aborting and restoring, plus idle when nothing happens. `range` is how far the
 * finger must pull before a release refreshes; `height` is where the indicator rests while
 * refreshing (spec §9: 150 and 70).
 */
export type PullState = 'idle' | 'pulling' | 'reached' | 'refreshing' | 'aborting' | 'restoring'

export interface PullOptions {
  range: number
  height: number
}

export interface PullModel {
  state: PullState
  /** Finger travel since the gesture started (px, never negative). */
  distance: number
}

export type PullEvent =
  /** The finger moved `dy` px down (negative: up) from where the gesture started at the top. */
  | { type: 'move'; dy: number }
  /** The finger left the screen (or the gesture was cancelled). */
  | { type: 'release' }
  /** A refresh asked for without a gesture (native pull-down in the mini-program, retry). */
  | { type: 'trigger' }
  /** The refresh work ended, whether it succeeded or not. */
  | { type: 'done' }
  /** The animation back to rest ended. */
  | { type: 'settled' }

export const IDLE: PullModel = { state: 'idle', distance: 0 }

const pulled = (dy: number, options: PullOptions): PullModel => {
  const distance = Math.max(0, dy)
  return { state: distance >= options.range ? 'reached' : 'pulling', distance }
}

export function step(model: PullModel, event: PullEvent, options: PullOptions = PULL_TO_REFRESH): PullModel {
  switch (event.type) {
    case 'move':
      // Only a downward pull starts a gesture; while refreshing or settling the finger is ignored.
      if (model.state === 'idle') return event.dy > 0 ? pulled(event.dy, options) : model
      if (model.state === 'pulling' || model.state === 'reached') return pulled(event.dy, options)
      return model
    case 'release':
      if (model.state === 'reached') return { state: 'refreshing', distance: options.height }
      if (model.state === 'pulling') return { state: 'aborting', distance: 0 }
      return model
    case 'trigger':
      return model.state === 'idle' ? { state: 'refreshing', distance: options.height } : model
    case 'done':
      return model.state === 'refreshing' ? { state: 'restoring', distance: 0 } : model
    case 'settled':
      return model.state === 'aborting' || model.state === 'restoring' ? IDLE : model
  }
}

/**
 * How far the content is moved down. While pulling, the indicator grows to its full `height`
 * exactly when the pull reaches `range`; past that it follows with strong resistance so a long
 * pull does not drag the page off screen.
 */
export function offsetOf(model: PullModel, options: PullOptions = PULL_TO_REFRESH): number {
  switch (model.state) {
    case 'pulling':
      return Math.round((model.distance * options.height) / options.range)
    case 'reached': {
      const extra = (model.distance - options.range) * 0.2
      return Math.round(Math.min(options.height + extra, options.height * 1.5))
    }
    case 'refreshing':
      return options.height
    default:
      return 0
  }
}

/** Whether a refresh is running or its indicator is on its way back (no new one may start). */
export const isBusy = (model: PullModel): boolean => model.state === 'refreshing' || model.state === 'restoring'

export const PULL_TEXT: Record<PullState, string> = {
  idle: '',
  pulling: '下拉刷新',
  reached: '释放立即刷新',
  refreshing: '正在刷新…',
  aborting: '',
  restoring: '刷新完成',
}
