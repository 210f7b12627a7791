import { START, stepOf, tailorReducer, type TailorState } from '@/features/video-cover/steps'
import type { PickedVideo } from '@/shared/upload/video-limits'

const VIDEO: PickedVideo = { path: 'blob:v', size: 1000, type: 'video/mp4', duration: 12, name: 'v.mp4' }
const run = (...actions: Parameters<typeof tailorReducer>[1][]) => actions.reduce<TailorState>(tailorReducer, START)

test('a good video goes to the cover step at the strip\'s first time; a refused one stays at the chooser with the reason', () => {
  const chosen = run({ type: 'picked', video: VIDEO })
  expect([stepOf(chosen), chosen.time]).toEqual(['cover', 1])
  const big = run({ type: 'picked', video: { ...VIDEO, size: 60 * 1024 * 1024 } })
  expect([stepOf(big), big.refusal, big.video]).toEqual(['choose', '视频不能超过 50 MB', null])
  // Another refusal after a chosen video goes back to the chooser too.
  expect(stepOf(tailorReducer(chosen, { type: 'picked', video: { ...VIDEO, duration: 75 } }))).toBe('choose')
})

test('the cover time stays within the video, and is fixed while sending', () => {
  const chosen = run({ type: 'picked', video: VIDEO }, { type: 'time', seconds: 30 })
  expect(chosen.time).toBe(12)
  const sending = tailorReducer(chosen, { type: 'send' })
  expect(tailorReducer(sending, { type: 'time', seconds: 3 }).time).toBe(12)
})

test('a failed upload keeps the video, the cover time and a video already sent; a retry starts past it', () => {
  const failed = run(
    { type: 'picked', video: VIDEO },
    { type: 'time', seconds: 5 },
    { type: 'send' },
    { type: 'progress', percent: 40.4 },
    { type: 'progress', percent: 20 },
  )
  expect([stepOf(failed), failed.percent]).toEqual(['sending', 40])
  const sent = tailorReducer(tailorReducer(failed, { type: 'videoSent', url: 'v.mp4' }), { type: 'failed', message: '网络异常，上传失败，请重试' })
  expect([stepOf(sent), sent.failure, sent.video, sent.time, sent.videoUrl]).toEqual(['failed', '网络异常，上传失败，请重试', VIDEO, 5, 'v.mp4'])
  const retry = tailorReducer(sent, { type: 'send' })
  expect([stepOf(retry), retry.failure, retry.percent]).toEqual(['sending', '', 100])
  expect(tailorReducer(sent, { type: 'again' })).toEqual(START)
})
