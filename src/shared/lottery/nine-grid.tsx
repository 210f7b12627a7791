import { Img } from '@/shared/img'
import { GRID_RING, gridPrize } from './positions'
import { StartButton } from './start-button'
import type { LotteryGameProps } from './types'
import './index.scss'

export interface NineGridProps extends LotteryGameProps {
  /** The highlighted cell (0-7, clockwise from the top-left), from `useGridCell(state, prizes.length)`. */
  active: number
}

/**
 * The nine-cell grid: eight prize cells clockwise around the centre 抽奖 button (with fewer than
 * eight prizes they repeat in order; more than eight do not fit). The highlight is `active`,
 * which `useGridCell` steps. The outcome is announced by the page, not here.
 */
export function NineGrid({ prizes, state, active, onStart, disabled = false, label }: NineGridProps) {
  const count = prizes.length
  const cells = Array.from({ length: 9 }, (_, position) => {
    if (position === 4) {
      return <StartButton key='start' className='lottery-grid__start' state={state} disabled={disabled} onStart={onStart} />
    }
    const cell = GRID_RING.indexOf(position as (typeof GRID_RING)[number])
    const prize = count ? prizes[gridPrize(cell, count)] : undefined
    return (
      <div key={position} className={`lottery-grid__cell${cell === active ? ' lottery-grid__cell--on' : ''}`} data-cell={cell}>
        {prize && <Img className='lottery-grid__image' src={prize.image} alt='' mode='aspectFit' />}
        {prize && <span className='lottery-grid__name'>{prize.name}</span>}
      </div>
    )
  })
  return (
    <div className='lottery-grid' role='group' aria-label={label}>
      {cells}
    </div>
  )
}
