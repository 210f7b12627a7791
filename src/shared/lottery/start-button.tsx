import { isMoving, type DrawState } from './machine'

/** The 抽奖 button of both games: busy while the draw moves, no tap when disabled. */
export function StartButton({ className, state, disabled, onStart }: { className: string; state: DrawState; disabled: boolean; onStart: () => void }) {
  return (
    <button type='button' className={className} aria-label='开始抽奖' aria-busy={isMoving(state)} disabled={disabled || undefined} onClick={disabled ? undefined : onStart}>
      抽奖
    </button>
  )
}
