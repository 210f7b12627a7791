import { TOKEN_COLOURS } from '@/styles/colours'
import { Img } from '@/shared/img'
import { DRAW_TIMING, type DrawStatus } from './machine'
import { sectorCentre } from './positions'
import { StartButton } from './start-button'
import type { LotteryGameProps } from './types'
import './index.scss'

export interface LuckyWheelProps extends LotteryGameProps {
  /** The rotation in degrees, from `useWheelAngle(state, prizes.length)`. */
  angle: number
}

/** Slows hard at the end, starting about as fast as the waiting spin turns (see DRAW_TIMING). */
export const SETTLE_EASING = 'cubic-bezier(0.25, 0.6, 0.3, 1)'

/** How the disc moves towards `angle` in each state: at rest it does not move at all. */
export const WHEEL_TRANSITION: Record<DrawStatus, string> = {
  idle: 'none',
  drawing: `transform ${DRAW_TIMING.waitMs}ms linear`,
  settling: `transform ${DRAW_TIMING.settleMs}ms ${SETTLE_EASING}`,
  result: 'none',
  error: `transform ${DRAW_TIMING.returnMs}ms ease-out`,
}

/** Alternating sector colours; with an odd count the last differs from the first it touches. */
function sectorsBackground(count: number) {
  const step = 360 / count
  const stops = Array.from({ length: count }, (_, i) => {
    const colour = count % 2 && i === count - 1 ? TOKEN_COLOURS.surface : i % 2 ? TOKEN_COLOURS.fill : TOKEN_COLOURS.white
    return `${colour} ${i * step}deg ${(i + 1) * step}deg`
  })
  return `conic-gradient(${stops.join(', ')})`
}

/**
 * A prize wheel: sectors with name and picture, clockwise from the pointer at the top, and the
 * centre 抽奖 button. It turns by a CSS transform to `angle`; the transition follows the state
 * (linear while waiting, decelerating while settling). Plain tags, so one file serves H5 and the
 * mini-program. The outcome is announced by the page (role=status), not here.
 */
export function LuckyWheel({ prizes, state, angle, onStart, disabled = false, label }: LuckyWheelProps) {
  const count = prizes.length
  return (
    <div className='lottery-wheel' role='group' aria-label={label}>
      <div
        className='lottery-wheel__disc'
        role='list'
        aria-label='奖品'
        style={{ background: sectorsBackground(count), transform: `rotate(${angle}deg)`, transition: WHEEL_TRANSITION[state.status] }}
      >
        {prizes.map((prize, i) => (
          <div key={prize.id} className='lottery-wheel__sector' role='listitem' style={{ transform: `rotate(${sectorCentre(i, count)}deg)` }}>
            <span className='lottery-wheel__name'>{prize.name}</span>
            <Img className='lottery-wheel__image' src={prize.image} alt='' mode='aspectFit' />
          </div>
        ))}
      </div>
      <div className='lottery-wheel__pointer' aria-hidden />
      <StartButton className='lottery-wheel__start' state={state} disabled={disabled} onStart={onStart} />
    </div>
  )
}
