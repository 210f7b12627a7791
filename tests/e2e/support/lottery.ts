import { DRAW_TIMING } from '../../../src/shared/lottery/machine'

/**
 * How long a flow waits for a draw's result. It shows when the draw has stopped: the least spin
 * and the settle onto the prize (4.7 s) come before the dialog's chunk is fetched and rendered,
 * so the default 5 s left it about 0.3 s (missed on a slow CI machine). It gets the animation plus
 * the usual 5 s.
 */
export const RESULT_WAIT = { timeout: DRAW_TIMING.minSpinMs + DRAW_TIMING.settleMs + 5_000 }
