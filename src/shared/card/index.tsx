import type { ReactNode } from 'react'
import { activation, stopPropagation } from './activation'
import './index.scss'

export interface TappableCardProps {
  /** What a tap anywhere on the card (or Enter / Space on it) does: open a page, unfold details. */
  onTap: () => void
  /** `link` opens a page; `button` acts in place (with `expanded` when it folds). */
  role?: 'link' | 'button'
  /** The name screen readers announce instead of reading the whole card. */
  label?: string
  /** For a card that unfolds: whether it is open, and the id of what it shows. */
  expanded?: boolean
  controls?: string
  /** No padding, clipped corners: a picture runs to the card's edges. */
  flush?: boolean
  className?: string
  children: ReactNode
  /**
   * Under the tap area and not part of it: nested actions (delete, call, rate) and details shown
   * in place. Their taps and keys never open the card, and no control sits inside the link.
   */
  footer?: ReactNode
}

/** A card's first row: its title, and on the right where it stands (a StatusTag). */
export function CardHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className='card__head'>
      <span className='card__title'>{title}</span>
      {children}
    </div>
  )
}

/**
 * A card the whole of which opens something. The tap area carries the role, focus and keys (plain
 * divs: Taro's View drops tabIndex); the card around it takes the taps on its padding.
 */
export function TappableCard({ onTap, role = 'link', label, expanded, controls, flush, className, children, footer }: TappableCardProps) {
  return (
    <div className={`card${flush ? ' card--flush' : ''}${className ? ` ${className}` : ''}`} onClick={onTap}>
      <div className='card__main' role={role} aria-label={label} aria-expanded={expanded} aria-controls={controls} {...activation(onTap)}>
        {children}
      </div>
      {footer && (
        <div className='card__footer' onClick={stopPropagation} onKeyDown={stopPropagation}>
          {footer}
        </div>
      )}
    </div>
  )
}
