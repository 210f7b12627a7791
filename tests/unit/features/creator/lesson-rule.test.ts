import { articleLearnt, articlePercent, MAX_STEP, mergeSegments, played, START, videoLearnt, videoPercent, watchedSeconds, WATCHED_SHARE, type PlayState } from '@/features/creator/lesson-rule'

/** The player's time updates, one after another, from the start. */
const play = (...times: number[]): PlayState => times.reduce(played, START)
/** Every quarter second from `from` to `to`, as a browser's time updates while playing. */
const run = (from: number, to: number) => Array.from({ length: Math.round((to - from) * 4) + 1 }, (_, i) => from + i / 4)

test('parts are merged, cut to the length, and counted once', () => {
  expect(mergeSegments([[5, 8], [0, 3], [2, 6], [10, 9]])).toEqual([[0, 8], [9, 10]])
  expect(mergeSegments([[0, 50]], 44)).toEqual([[0, 44]])
  expect(watchedSeconds([[0, 10], [5, 15], [5, 15]])).toBe(15)
  expect(videoPercent([[0, 22]], 44)).toBe(50)
  expect(videoPercent([[0, 22]], 0)).toBe(0)
})

test('playing grows the part from the start; a seek starts a new one', () => {
  expect(play(...run(0, 3)).segments).toEqual([[0, 3]])
  // The first update after play comes a little after 0: the part still starts at 0.
  expect(play(0.3, 0.55).segments).toEqual([[0, 0.55]])
  const seeked = play(...run(0, 2), 30, 30.25, 30.5)
  expect(seeked.segments).toEqual([[0, 2], [30, 30.5]])
  // Back to the start is a seek too; played again, it counts once.
  expect(play(...run(0, 2), 0, 1).segments).toEqual([[0, 2]])
  expect(play(0, 0 + MAX_STEP + 0.01).segments).toEqual([])
})

test('seeking to the end is not enough: it ends, but little was played', () => {
  const duration = 44
  const toEnd = play(42, ...run(42, 44))
  expect(videoLearnt(toEnd.segments, duration, true)).toBe(false)
  expect(videoPercent(toEnd.segments, duration)).toBe(4)
})

test(`played through (${WATCHED_SHARE * 100}% or more) and ended: learnt; not ended, or too little: not yet`, () => {
  const whole = play(...run(0, 44))
  expect(videoLearnt(whole.segments, 44, true)).toBe(true)
  expect(videoLearnt(whole.segments, 44, false)).toBe(false)
  // Skipping 5 of 44 seconds leaves 88.6%.
  const skipped = play(...run(0, 20), ...run(25, 44))
  expect(videoLearnt(skipped.segments, 44, true)).toBe(false)
  const skippedLess = play(...run(0, 20), ...run(24, 44))
  expect(videoLearnt(skippedLess.segments, 44, true)).toBe(true)
})

test('an article: learnt once read to its end', () => {
  expect([articleLearnt(0.99), articleLearnt(1)]).toEqual([false, true])
  expect([articlePercent(0.426), articlePercent(2), articlePercent(-1)]).toEqual([42, 100, 0])
})
