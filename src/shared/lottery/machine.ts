/**
 * The draw of a lottery (wheel or nine-cell grid) as a pure state machine. The server picks the
 * prize (design.md §8); the client only spins until it answers, then stops on that prize.
 * - idle: at rest; `error` is the message of a draw that just failed, if one did.
 * - drawing: spinning, waiting for the server.
 * - settling: the server answered prize `index`; slowing down to stop on it.
 * - result: stopped on `index`; the page shows the outcome.
 * - error: the server failed; the wheel or grid goes back to where it was, nothing was won.
 */
export type DrawState =
  | { status: 'idle'; error?: string }
  | { status: 'drawing' }
  | { status: 'settling'; index: number }
  | { status: 'result'; index: number }
  | { status: 'error'; message: string }

export type DrawStatus = DrawState['status']

export type DrawEvent =
  /** A tap on 抽奖: honoured only at rest (idle or result); taps during a draw are ignored. */
  | { type: 'start' }
  /** The server chose prize `index` (of the prizes as the wheel or grid shows them). */
  | { type: 'answer'; index: number }
  /** The draw call failed with this message. */
  | { type: 'fail'; message: string }
  /** The slowing down (or the way back after a failure) has ended. */
  | { type: 'settled' }
  /** The outcome (or the failure's message) was seen and closed. */
  | { type: 'dismiss' }

export const DRAW_IDLE: DrawState = { status: 'idle' }

export function drawReducer(state: DrawState, event: DrawEvent): DrawState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' || state.status === 'result' ? { status: 'drawing' } : state
    case 'answer':
      return state.status === 'drawing' ? { status: 'settling', index: event.index } : state
    case 'fail':
      return state.status === 'drawing' ? { status: 'error', message: event.message } : state
    case 'settled':
      if (state.status === 'settling') return { status: 'result', index: state.index }
      if (state.status === 'error') return { status: 'idle', error: state.message }
      return state
    case 'dismiss':
      return state.status === 'result' || (state.status === 'idle' && state.error !== undefined) ? DRAW_IDLE : state
  }
}

/** Whether the wheel or grid is moving (its button is busy). */
export const isMoving = (state: DrawState) => state.status === 'drawing' || state.status === 'settling' || state.status === 'error'

/** Timing shared by the hook and the components, so the stop the eye sees ends as the state does. */
export const DRAW_TIMING = {
  /** The least time a draw spins before it may stop, however fast the server answers. */
  minSpinMs: 1200,
  /** Slowing down onto the prize. */
  settleMs: 3500,
  /** Going back to where it was after a failure. */
  returnMs: 500,
  /** The wheel's speed while waiting: one turn in this many ms. */
  turnMs: 400,
  /** How long the wheel can spin waiting: the request time-out (design.md §3: 60 000 ms). */
  waitMs: 60_000,
  /** The grid's step while waiting. */
  gridStepMs: 80,
} as const
