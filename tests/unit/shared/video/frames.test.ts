import { openFrames } from '@/shared/video'
import type { PickedVideo } from '@/shared/upload/video-limits'

const VIDEO: PickedVideo = { path: 'blob:trip', size: 10, type: 'video/mp4', duration: 12, name: 'trip.mp4' }

let videos: HTMLVideoElement[]
let seeks: number[]
beforeEach(() => {
  videos = []
  seeks = []
  let made = 0
  ;(URL as { createObjectURL?: unknown }).createObjectURL = () => `blob:frame-${++made}`
  ;(URL as { revokeObjectURL?: unknown }).revokeObjectURL = jest.fn()
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (done) {
    done(new Blob(['jpeg'], { type: 'image/jpeg' }))
  })
  const original = document.createElement.bind(document)
  jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = original(tag)
    if (tag !== 'video') return element
    const video = element as HTMLVideoElement
    videos.push(video)
    Object.defineProperties(video, {
      videoWidth: { value: 1920 },
      videoHeight: { value: 1080 },
      // A seek answers 'seeked' a moment later, as a browser does.
      currentTime: { set: (t: number) => (seeks.push(t), setTimeout(() => video.dispatchEvent(new Event('seeked')))) },
    })
    return video
  })
})
afterEach(() => jest.restoreAllMocks())

test('H5: the chosen file in a hidden <video>, seeked to each time and drawn to a JPEG (at most 720 px), one grab after another', async () => {
  const frames = openFrames(VIDEO)
  expect(frames.exact).toBe(true)
  expect(videos[0].src).toContain('blob:trip')
  const draw = jest.spyOn(CanvasRenderingContext2D.prototype, 'drawImage')
  const first = frames.grab(1)
  const second = frames.grab(5)
  videos[0].dispatchEvent(new Event('loadeddata'))
  await expect(first).resolves.toEqual({ path: 'blob:frame-1', size: 4, type: 'image/jpeg', name: 'cover-10.jpg' })
  await expect(second).resolves.toMatchObject({ path: 'blob:frame-2' })
  expect(seeks).toEqual([1, 5])
  expect(draw).toHaveBeenCalledWith(videos[0], 0, 0, 720, 405)
  frames.close()
  expect(videos[0].hasAttribute('src')).toBe(false)
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:frame-1')
})

test('H5: a file the browser cannot play fails each grab, and the next grab still runs', async () => {
  const frames = openFrames(VIDEO)
  const grab = frames.grab(1)
  videos[0].dispatchEvent(new Event('error'))
  await expect(grab).rejects.toThrow('video')
  await expect(frames.grab(2)).rejects.toThrow('video')
  frames.close()
})
