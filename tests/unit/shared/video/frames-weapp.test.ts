import Taro from '@tarojs/taro'
import { openFrames } from '@/shared/video/frames.weapp'
import type { PickedVideo } from '@/shared/upload/video-limits'

const VIDEO: PickedVideo = { path: 'wxfile://v.mp4', size: 10, type: '', duration: 12, thumbPath: 'wxfile://thumb.jpg' }
const taro = Taro as unknown as Record<string, unknown>

function decoder(frame: { width: number; height: number; data: ArrayBuffer } | null = { width: 2, height: 1, data: new ArrayBuffer(8) }) {
  return {
    start: jest.fn().mockResolvedValue(undefined),
    seek: jest.fn().mockResolvedValue(undefined),
    // The first read after a seek has no frame yet, as on a phone.
    getFrameData: jest.fn().mockReturnValueOnce(null).mockReturnValue(frame),
    remove: jest.fn().mockResolvedValue(undefined),
  }
}

const canvas = () => {
  const ctx = { createImageData: jest.fn((w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) })), putImageData: jest.fn() }
  return { ctx, canvas: { getContext: jest.fn(() => ctx) } }
}

afterEach(() => {
  delete taro.createVideoDecoder
  delete taro.createOffscreenCanvas
  delete taro.canvasToTempFilePath
})

test('an older base library without createVideoDecoder: the chosen video\'s thumbnail, nothing to scrub', async () => {
  delete taro.createVideoDecoder
  const frames = openFrames(VIDEO)
  expect(frames.exact).toBe(false)
  await expect(frames.grab(5)).resolves.toEqual({ path: 'wxfile://thumb.jpg', size: 0, type: 'image/jpeg' })
  frames.close()
})

test('the decoder is started once, seeked in milliseconds, its RGBA frame put on an offscreen canvas and saved as a JPEG', async () => {
  const d = decoder()
  const { ctx, canvas: offscreen } = canvas()
  taro.createVideoDecoder = jest.fn(() => d)
  taro.createOffscreenCanvas = jest.fn(() => offscreen)
  taro.canvasToTempFilePath = jest.fn().mockResolvedValue({ tempFilePath: 'wxfile://frame.jpg' })
  const frames = openFrames(VIDEO)
  expect(frames.exact).toBe(true)
  await expect(frames.grab(2.5)).resolves.toEqual({ path: 'wxfile://frame.jpg', size: 0, type: 'image/jpeg' })
  await frames.grab(7)
  expect(d.start).toHaveBeenCalledTimes(1)
  expect(d.start).toHaveBeenCalledWith(expect.objectContaining({ source: 'wxfile://v.mp4' }))
  expect(d.seek.mock.calls).toEqual([[2500], [7000]])
  expect(taro.createOffscreenCanvas).toHaveBeenCalledWith({ type: '2d', width: 2, height: 1 })
  expect(ctx.putImageData).toHaveBeenCalled()
  expect(taro.canvasToTempFilePath).toHaveBeenCalledWith(expect.objectContaining({ canvas: offscreen, fileType: 'jpg' }))
  frames.close()
  expect(d.remove).toHaveBeenCalled()
})

test('a decoder that fails to start falls back to the thumbnail', async () => {
  const d = decoder()
  d.start.mockRejectedValue({ errMsg: 'start:fail' })
  taro.createVideoDecoder = jest.fn(() => d)
  const frames = openFrames(VIDEO)
  await expect(frames.grab(3)).resolves.toMatchObject({ path: 'wxfile://thumb.jpg' })
  expect(d.seek).not.toHaveBeenCalled()
})
