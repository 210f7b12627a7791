import { PULL_TO_REFRESH } from '@/constants'
import { IDLE, isBusy, offsetOf, step, type PullEvent, type PullModel } from '@/shared/pull-refresh/machine'
import { trackOffset } from '@/shared/pull-refresh/track-offset'
import { trackOffset as miniProgramOffset } from '@/shared/pull-refresh/track-offset.weapp'

const run = (events: PullEvent[], from: PullModel = IDLE) => events.reduce((m, e) => step(m, e), from)
const move = (dy: number): PullEvent => ({ type: 'move', dy })

test('the spec defaults are range 150 and height 70', () => {
  expect(PULL_TO_REFRESH).toEqual({ range: 150, height: 70 })
})

test('a downward pull is pulling below the range and reached from the range on', () => {
  expect(run([move(40)])).toEqual({ state: 'pulling', distance: 40 })
  expect(run([move(149)]).state).toBe('pulling')
  expect(run([move(150)]).state).toBe('reached')
  expect(run([move(200), move(120)])).toEqual({ state: 'pulling', distance: 120 })
})

test('an upward move from rest does not start a pull; going back up while pulling stays at 0', () => {
  expect(run([move(-30)])).toBe(IDLE)
  expect(run([move(0)])).toBe(IDLE)
  expect(run([move(60), move(-20)])).toEqual({ state: 'pulling', distance: 0 })
})

test('releasing short of the range aborts and settles back to idle without a refresh', () => {
  const released = run([move(100), { type: 'release' }])
  expect(released).toEqual({ state: 'aborting', distance: 0 })
  expect(step(released, { type: 'done' })).toBe(released)
  expect(step(released, { type: 'settled' })).toEqual(IDLE)
})

test('releasing past the range refreshes at the indicator height, then restores and settles', () => {
  const refreshing = run([move(90), move(180), { type: 'release' }])
  expect(refreshing).toEqual({ state: 'refreshing', distance: 70 })
  expect(isBusy(refreshing)).toBe(true)
  // Neither a finger nor a second release nor a settle interrupts a running refresh.
  expect(run([move(300), { type: 'release' }, { type: 'settled' }], refreshing)).toBe(refreshing)
  const restoring = step(refreshing, { type: 'done' })
  expect(restoring.state).toBe('restoring')
  expect(isBusy(restoring)).toBe(true)
  expect(step(restoring, move(200))).toBe(restoring)
  expect(step(restoring, { type: 'settled' })).toEqual(IDLE)
})

test('a trigger refreshes only from rest', () => {
  expect(step(IDLE, { type: 'trigger' })).toEqual({ state: 'refreshing', distance: 70 })
  const pulling = run([move(20)])
  expect(step(pulling, { type: 'trigger' })).toBe(pulling)
  const restoring = run([{ type: 'trigger' }, { type: 'done' }])
  expect(step(restoring, { type: 'trigger' })).toBe(restoring)
})

test('release, done and settled at rest change nothing', () => {
  for (const type of ['release', 'done', 'settled'] as const) expect(step(IDLE, { type })).toBe(IDLE)
})

test('the offset reaches the indicator height exactly at the range and resists beyond it', () => {
  expect(offsetOf(run([move(75)]))).toBe(35)
  expect(offsetOf(run([move(150)]))).toBe(70)
  expect(offsetOf(run([move(200)]))).toBe(80)
  expect(offsetOf(run([move(2000)]))).toBe(105)
  expect(offsetOf(run([{ type: 'trigger' }]))).toBe(70)
  expect(offsetOf(run([move(100), { type: 'release' }]))).toBe(0)
  expect(offsetOf(IDLE)).toBe(0)
})

test('custom options move both thresholds', () => {
  const options = { range: 100, height: 50 }
  expect(step(IDLE, move(100), options).state).toBe('reached')
  expect(step(step(IDLE, move(100), options), { type: 'release' }, options)).toEqual({ state: 'refreshing', distance: 50 })
  expect(offsetOf({ state: 'pulling', distance: 50 }, options)).toBe(25)
})

test('the content follows the pull in H5 only; the mini-program page moves natively', () => {
  const refreshing = run([{ type: 'trigger' }])
  expect(trackOffset(refreshing)).toBe(offsetOf(refreshing))
  expect(miniProgramOffset(refreshing)).toBe(0)
})
