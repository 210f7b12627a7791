import type { DrawState } from './machine'

/** A prize as the wheel or grid shows it, in the order the server's `index` counts. */
export interface LotteryPrize {
  id: number
  name: string
  /** Its picture (decorative: the name stands beside it). */
  image: string
}

/** What both games take. */
export interface LotteryGameProps {
  prizes: readonly LotteryPrize[]
  /** The draw's state, from `useDraw`. */
  state: DrawState
  /** A tap on the centre 抽奖 button (useDraw's `start`). */
  onStart: () => void
  /** No tap possible (no draws left, not started, ended): the button greys out. */
  disabled?: boolean
  /** The game's name for screen readers ('幸运大转盘'). */
  label: string
}
