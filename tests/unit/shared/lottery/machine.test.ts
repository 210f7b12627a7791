import { DRAW_IDLE, drawReducer, isMoving, type DrawEvent, type DrawState } from '@/shared/lottery/machine'

const run = (events: DrawEvent[], from: DrawState = DRAW_IDLE) => events.reduce(drawReducer, from)
const start: DrawEvent = { type: 'start' }
const settled: DrawEvent = { type: 'settled' }

test('a draw: idle, drawing, settling on the server\'s index, result, then idle again', () => {
  expect(run([start])).toEqual({ status: 'drawing' })
  expect(run([start, { type: 'answer', index: 3 }])).toEqual({ status: 'settling', index: 3 })
  expect(run([start, { type: 'answer', index: 3 }, settled])).toEqual({ status: 'result', index: 3 })
  expect(run([start, { type: 'answer', index: 3 }, settled, { type: 'dismiss' }])).toEqual(DRAW_IDLE)
})

test('taps during a draw are ignored; a tap on the result starts the next draw', () => {
  expect(run([start, start])).toEqual({ status: 'drawing' })
  expect(run([start, { type: 'answer', index: 1 }, start])).toEqual({ status: 'settling', index: 1 })
  expect(run([start, { type: 'fail', message: '网络错误' }, start])).toEqual({ status: 'error', message: '网络错误' })
  expect(run([start, { type: 'answer', index: 1 }, settled, start])).toEqual({ status: 'drawing' })
})

test('a failure goes back to idle with the message, which a dismiss or the next draw clears', () => {
  const failed = run([start, { type: 'fail', message: '抽奖次数已用完' }])
  expect(failed).toEqual({ status: 'error', message: '抽奖次数已用完' })
  const back = drawReducer(failed, settled)
  expect(back).toEqual({ status: 'idle', error: '抽奖次数已用完' })
  expect(drawReducer(back, { type: 'dismiss' })).toEqual(DRAW_IDLE)
  expect(drawReducer(back, start)).toEqual({ status: 'drawing' })
})

test('events out of turn change nothing', () => {
  const settling: DrawState = { status: 'settling', index: 2 }
  const result: DrawState = { status: 'result', index: 2 }
  expect(run([{ type: 'answer', index: 1 }, { type: 'fail', message: 'x' }, settled, { type: 'dismiss' }])).toBe(DRAW_IDLE)
  expect(drawReducer(settling, { type: 'answer', index: 5 })).toBe(settling)
  expect(drawReducer(settling, { type: 'fail', message: 'x' })).toBe(settling)
  expect(drawReducer(settling, { type: 'dismiss' })).toBe(settling)
  expect(drawReducer(result, settled)).toBe(result)
  expect(drawReducer({ status: 'drawing' }, settled)).toEqual({ status: 'drawing' })
})

test('moving: while drawing, settling and going back after a failure', () => {
  const states: DrawState[] = [DRAW_IDLE, { status: 'drawing' }, { status: 'settling', index: 0 }, { status: 'result', index: 0 }, { status: 'error', message: 'x' }, { status: 'idle', error: 'x' }]
  expect(states.map(isMoving)).toEqual([false, true, true, false, true, false])
})
