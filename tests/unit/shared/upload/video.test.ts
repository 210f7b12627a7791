import Taro from '@tarojs/taro'
import { VIDEO_LIMITS as SERVER_LIMITS } from '@api/activity-register'
import { setToken } from '@/core/session/state'
import { sendVideo, uploadErrorText, VIDEO_LIMITS, videoRefusal, wholeSeconds, type PickedVideo } from '@/shared/upload'
import { RequestError } from '@/core/request'
import * as fileInput from '@/shared/upload/file-input'
import { pickVideo } from '@/shared/upload/pick-video'
import { pickVideo as miniProgramPick } from '@/shared/upload/pick-video.weapp'
import { videoType, videoUploadName } from '@/shared/upload/video-limits'
import { envelope } from '../../core/support/fakes'
import { setupRequest } from '../../core/support/setup-request'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

afterEach(() => jest.restoreAllMocks())

const MB = 1024 * 1024
const video = (over: Partial<PickedVideo> = {}): PickedVideo => ({ path: 'blob:v', size: 5 * MB, type: 'video/mp4', duration: 12.4, name: 'trip.mp4', ...over })

test('the limits are the server\'s (types/api/activity-register)', () => {
  expect(VIDEO_LIMITS).toEqual(SERVER_LIMITS)
})

test('a wrong type, too big, too long or unreadable video is refused with its reason; type first', () => {
  expect(videoRefusal(video())).toBeUndefined()
  expect(videoRefusal(video({ type: 'video/x-msvideo', name: 'a.avi', size: 80 * MB }))).toBe('只能上传 MP4、MOV、WebM 格式的视频')
  expect(videoRefusal(video({ size: 50 * MB + 1 }))).toBe('视频不能超过 50 MB')
  expect(videoRefusal(video({ size: 50 * MB, duration: 60.4 }))).toBeUndefined()
  expect(videoRefusal(video({ duration: 61 }))).toBe('视频时长不能超过 60 秒')
  expect(videoRefusal(video({ duration: 0 }))).toBe('无法读取这个视频，请换一个')
  // WeChat's temp paths have no MIME type: the extension tells it.
  expect(videoType({ type: '', path: 'wxfile://tmp_1.MOV' })).toBe('video/quicktime')
  expect(videoRefusal(video({ type: '', name: undefined, path: 'wxfile://tmp_1.mp4' }))).toBeUndefined()
})

test('the server gets whole seconds (at least 1) and a name with the right extension', () => {
  expect([wholeSeconds(12.4), wholeSeconds(59.6), wholeSeconds(0.3)]).toEqual([12, 60, 1])
  expect(videoUploadName(video())).toBe('trip.mp4')
  expect(videoUploadName(video({ name: undefined, type: 'video/webm' }), 7)).toBe('video-7.webm')
})

test('uploadVideo gets the file, its name, the length as a form field and a longer time; progress is passed on', async () => {
  const env = setupRequest()
  setToken('tok')
  env.fake.answerUpload((req) => {
    req.onProgress?.(30)
    return envelope(200, { url: 'http://cdn/v.mp4', name: 'trip.mp4', size: 5, contentType: 'video/mp4' })
  })
  const progress = jest.fn()
  await expect(sendVideo(video(), progress)).resolves.toBe('http://cdn/v.mp4')
  const req = env.fake.uploads[0]
  expect(req.url).toContain('/activity/api/v1/activity/app/file/uploadVideo')
  expect(req.header.Authorization).toBe('Bearer tok')
  expect(req).toMatchObject({ name: 'file', fileName: 'trip.mp4', filePath: 'blob:v', formData: { duration: '12' } })
  expect(req.timeout).toBeGreaterThan(60_000)
  expect(progress).toHaveBeenCalledWith(30)
  expect(env.toasts).toEqual([])
})

test('an unreadable video is named as a video in the failure', () => {
  expect(uploadErrorText(new RequestError('file', 'file error'), '视频')).toBe('视频读取失败，请重新选择')
  expect(uploadErrorText(new RequestError('file', 'file error'))).toBe('图片读取失败，请重新选择')
})

describe('H5 picker', () => {
  beforeEach(() => {
    ;(URL as { createObjectURL?: (f: File) => string }).createObjectURL = (f: File) => `blob:${f.name}`
  })

  function metadata(duration: number, fail = false) {
    const original = document.createElement.bind(document)
    jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = original(tag)
      if (tag === 'video') {
        Object.defineProperties(element, { duration: { value: duration }, videoWidth: { value: 640 }, videoHeight: { value: 360 } })
        queueMicrotask(() => element.dispatchEvent(new Event(fail ? 'error' : 'loadedmetadata')))
      }
      return element
    })
  }

  test('a video input (camera when asked); the file\'s length and size read from its metadata', async () => {
    const open = jest.spyOn(fileInput, 'openFileInput').mockResolvedValue([new File(['x'.repeat(10)], 'trip.mp4', { type: 'video/mp4' })])
    metadata(12.5)
    await expect(pickVideo('camera')).resolves.toEqual({ path: 'blob:trip.mp4', size: 10, type: 'video/mp4', name: 'trip.mp4', duration: 12.5, width: 640, height: 360 })
    expect(open).toHaveBeenCalledWith({ multiple: false, camera: true, accept: 'video/*' })
  })

  test('a file the browser cannot read has no length (refused later); a closed picker gives nothing', async () => {
    jest.spyOn(fileInput, 'openFileInput').mockResolvedValueOnce([new File(['x'], 'a.mov', { type: 'video/quicktime' })]).mockResolvedValueOnce([])
    metadata(0, true)
    await expect(pickVideo('album')).resolves.toMatchObject({ duration: 0 })
    await expect(pickVideo('album')).resolves.toBeNull()
  })
})

describe('mini-program picker', () => {
  test('chooseMedia for one video, capped at 60 s, with WeChat\'s length, size and thumbnail', async () => {
    const choose = jest.spyOn(Taro, 'chooseMedia').mockResolvedValue({
      type: 'video',
      tempFiles: [{ tempFilePath: 'wxfile://v.mp4', size: 100, duration: 9.2, thumbTempFilePath: 'wxfile://t.jpg', width: 720, height: 1280, fileType: 'video' }],
      errMsg: 'chooseMedia:ok',
    } as never)
    await expect(miniProgramPick('album')).resolves.toEqual({
      path: 'wxfile://v.mp4', size: 100, type: '', duration: 9.2, thumbPath: 'wxfile://t.jpg', width: 720, height: 1280,
    })
    expect(choose).toHaveBeenCalledWith(expect.objectContaining({ count: 1, mediaType: ['video'], sourceType: ['album'], maxDuration: 60 }))
  })

  test('closing the picker is no error; another failure is', async () => {
    jest.spyOn(Taro, 'chooseMedia').mockRejectedValueOnce({ errMsg: 'chooseMedia:fail cancel' }).mockRejectedValueOnce({ errMsg: 'chooseMedia:fail auth deny' })
    await expect(miniProgramPick('camera')).resolves.toBeNull()
    await expect(miniProgramPick('camera')).rejects.toEqual({ errMsg: 'chooseMedia:fail auth deny' })
  })
})
