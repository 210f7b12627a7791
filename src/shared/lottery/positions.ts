/**
 * Where a draw stops. The wheel's prizes run clockwise from the pointer at the top: prize i fills
 * the sector from i * 360 / count degrees to (i + 1) * 360 / count. The nine-cell grid's eight
 * outer cells run clockwise around the centre button from the top-left corner.
 */

const mod = (value: number, by: number) => ((value % by) + by) % by

/** Degrees clockwise from the top to the centre of prize `index`'s sector, with the wheel at rest. */
export const sectorCentre = (index: number, count: number) => ((index + 0.5) * 360) / count

function checkIndex(index: number, count: number) {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`prize count ${count}`)
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`prize ${index} of ${count}`)
}

/**
 * The rotation (degrees, clockwise, only ever growing) that puts prize `index`'s sector centre
 * under the pointer, at least `turns` full turns on from `currentAngle`.
 */
export function wheelStopAngle(index: number, count: number, currentAngle: number, turns: number): number {
  checkIndex(index, count)
  const from = currentAngle + turns * 360
  // A rotation r moves the sector centre to centre + r; it is at the pointer when that is 0 (mod 360).
  const ahead = mod(-sectorCentre(index, count) - from, 360)
  return from + ahead
}

/**
 * The least rotation from `currentAngle` on that shows the wheel as `restAngle` did: after a
 * failed draw the wheel goes back to where it stood, forwards.
 */
export const wheelBackAngle = (restAngle: number, currentAngle: number) => currentAngle + mod(restAngle - currentAngle, 360)

/** The grid's outer cells in clockwise order, as positions of the 3x3 layout (row by row, 4 is the button). */
export const GRID_RING = [0, 1, 2, 5, 8, 7, 6, 3] as const
export const GRID_CELLS = GRID_RING.length

/** The prize a cell shows: with fewer than eight prizes, the cells repeat them in order. */
export const gridPrize = (cell: number, count: number) => cell % count

/**
 * The cells (0-7, clockwise) the highlight steps through from `fromCell` to a cell showing prize
 * `toIndex`: at least `laps` full laps, then on to the first such cell. `fromCell` is not in it.
 */
export function gridPath(fromCell: number, toIndex: number, count: number, laps: number): number[] {
  checkIndex(toIndex, Math.min(count, GRID_CELLS))
  const path: number[] = []
  let cell = fromCell
  do {
    cell = (cell + 1) % GRID_CELLS
    path.push(cell)
  } while (path.length < laps * GRID_CELLS || gridPrize(cell, count) !== toIndex)
  return path
}

/**
 * The wait before each of `steps` steps, summing to `totalMs`: even at first, then longer and
 * longer over the last third, so the highlight slows to its stop.
 */
export function gridStepDelays(steps: number, totalMs: number): number[] {
  if (steps <= 0) return []
  const weights = Array.from({ length: steps }, (_, i) => {
    const late = Math.max(0, (i + 1) / steps - 2 / 3) * 3
    return 1 + 8 * late ** 2
  })
  const unit = totalMs / weights.reduce((a, b) => a + b, 0)
  const delays = weights.map((w) => Math.round(w * unit))
  // Rounding leaves a few ms over or under: the last step takes them, so the sum is exact.
  delays[steps - 1] += totalMs - delays.reduce((a, b) => a + b, 0)
  return delays
}
