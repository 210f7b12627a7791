import { Button, type ButtonSize } from '@/shared/button'
import type { JoinState } from '../use-join'

export interface JoinButtonProps {
  state: JoinState
  busy: boolean
  onJoin: () => void
  className?: string
  /** The kit's height: s in a card (the default, with its class), m in the detail's row. */
  size?: ButtonSize
}

/** 加入, or 已满员 greyed; nothing when I cannot join at all. */
export function JoinButton({ state, busy, onJoin, className = 'team-join', size = 's' }: JoinButtonProps) {
  if (state === 'hidden') return null
  return (
    <Button className={`${className}${state === 'full' ? ` ${className}--full` : ''}`} variant='primary' size={size} disabled={state === 'full'} loading={busy} onClick={onJoin}>
      {state === 'full' ? '已满员' : '加入'}
    </Button>
  )
}
