import VideoTailorPage from '@/pages/videoPage/videoTailor'
import { goBack } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { pickVideo } from '@/shared/upload/pick-video'
import { sendImage, sendVideo } from '@/shared/upload/send'
import { RequestError } from '@/core/request'
import { openFrames } from '@/shared/video/frames'
import { takeChosenVideo } from '@/shared/video/chosen'
import { click, renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/shared/upload/pick-video', () => ({ pickVideo: jest.fn() }))
jest.mock('@/shared/upload/send', () => ({ ...jest.requireActual('@/shared/upload/send'), sendImage: jest.fn(), sendVideo: jest.fn() }))
jest.mock('@/shared/video/frames', () => ({ openFrames: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const VIDEO = { path: 'blob:trip', size: 1000, type: 'video/mp4', duration: 12.4, name: 'trip.mp4' }
const MB = 1024 * 1024

beforeEach(() => {
  openMockPage('/pages/videoPage/videoTailor')
  setToken('dev-token')
  ;(openFrames as jest.Mock).mockImplementation(() => ({
    exact: true,
    grab: jest.fn(async (t: number) => ({ path: `blob:frame-${t}`, size: 10, type: 'image/jpeg' })),
    close: jest.fn(),
  }))
  ;(sendImage as jest.Mock).mockResolvedValue('https://cdn.example.cn/cover.jpg')
})
afterEach(() => {
  clearSession()
  takeChosenVideo()
  jest.clearAllMocks()
})

const cover = (u: Awaited<ReturnType<typeof render>>) => u.queries.querySelector('.tailor-cover__image')?.getAttribute('src')

test('logged out: a way to log in, no chooser', async () => {
  clearSession()
  const u = await render(VideoTailorPage)
  expect(u.html()).toContain('登录后上传视频')
  expect(u.queries.querySelector('.tailor-choose')).toBeNull()
})

test('a video too large is refused with the reason and the chooser stays; a good one shows its frames', async () => {
  ;(pickVideo as jest.Mock).mockResolvedValueOnce({ ...VIDEO, size: 51 * MB }).mockResolvedValueOnce({ ...VIDEO, duration: 75 }).mockResolvedValueOnce(VIDEO)
  const u = await render(VideoTailorPage)
  await u.act(async () => click(u, '.tailor-choose__album'))
  await waitFor(() => expect(text(u, '.tailor-choose__refusal')).toBe('视频不能超过 50 MB'))
  expect(pickVideo).toHaveBeenCalledWith('album')
  await u.act(async () => click(u, '.tailor-choose__camera'))
  await waitFor(() => expect(text(u, '.tailor-choose__refusal')).toBe('视频时长不能超过 60 秒'))
  expect(pickVideo).toHaveBeenLastCalledWith('camera')

  await u.act(async () => click(u, '.tailor-choose__album'))
  await waitFor(() => expect(u.queries.querySelectorAll('.video-strip__image')).toHaveLength(6))
  expect(openFrames).toHaveBeenCalledWith(VIDEO)
  // The cover starts at the strip's first time; a tap on another thumbnail takes that frame.
  await waitFor(() => expect(cover(u)).toBe('blob:frame-1'))
  await u.act(async () => click(u, '[aria-label="00:05 处的画面"]'))
  await waitFor(() => expect(cover(u)).toBe('blob:frame-5.2'))
  expect(text(u, '.tailor-cover__time')).toBe('00:05 / 00:12')
  // The slider scrubs to any time; the frame is taken once it rests.
  const slider = u.queries.querySelector('.tailor-cover__slider') as HTMLInputElement
  await u.act(async () => void u.fireEvent.input(slider, { target: { value: '8' } } as EventInit))
  await waitFor(() => expect(cover(u)).toBe('blob:frame-8'))
  // 重新选择 goes back to the chooser, and the frames of that video are let go.
  await u.act(async () => click(u, '.tailor-cover__again'))
  expect(u.queries.querySelector('.tailor-choose')).not.toBeNull()
  expect((openFrames as jest.Mock).mock.results[0].value.close).toHaveBeenCalled()
})

test('使用此封面 uploads the video with its progress and the cover, leaves them for the opener and goes back', async () => {
  ;(pickVideo as jest.Mock).mockResolvedValue(VIDEO)
  let progress: (p: number) => void = () => undefined
  let finish: (url: string) => void = () => undefined
  ;(sendVideo as jest.Mock).mockImplementation((_v, onProgress) => {
    progress = onProgress
    return new Promise((resolve) => (finish = resolve))
  })
  const u = await render(VideoTailorPage)
  await u.act(async () => click(u, '.tailor-choose__album'))
  await waitFor(() => expect(cover(u)).toBe('blob:frame-1'))
  await u.act(async () => click(u, '.tailor-cover__use'))
  await u.act(async () => progress(42))
  await waitFor(() => expect(text(u, '.tailor-cover__progress')).toBe('视频上传中 42%'))
  await u.act(async () => finish('https://cdn.example.cn/trip.mp4'))
  await waitFor(() => expect(goBack).toHaveBeenCalled())
  expect(sendVideo).toHaveBeenCalledWith(VIDEO, expect.any(Function))
  expect(sendImage).toHaveBeenCalledWith({ path: 'blob:frame-1', size: 10, type: 'image/jpeg' })
  expect(takeChosenVideo()).toEqual({ url: 'https://cdn.example.cn/trip.mp4', coverUrl: 'https://cdn.example.cn/cover.jpg', duration: 12 })
})

test('a failed upload keeps the video and its cover and offers 重试, which sends only what is missing', async () => {
  ;(pickVideo as jest.Mock).mockResolvedValue(VIDEO)
  ;(sendVideo as jest.Mock).mockResolvedValue('https://cdn.example.cn/trip.mp4')
  ;(sendImage as jest.Mock).mockRejectedValueOnce(new RequestError('network', 'network'))
  const u = await render(VideoTailorPage)
  await u.act(async () => click(u, '.tailor-choose__album'))
  await waitFor(() => expect(cover(u)).toBe('blob:frame-1'))
  await u.act(async () => click(u, '.tailor-cover__use'))
  await waitFor(() => expect(text(u, '.tailor-cover__failure')).toBe('网络异常，上传失败，请重试'))
  expect(cover(u)).toBe('blob:frame-1')
  expect(text(u, '.tailor-cover__use')).toBe('重试')
  expect(goBack).not.toHaveBeenCalled()

  await u.act(async () => click(u, '.tailor-cover__use'))
  await waitFor(() => expect(goBack).toHaveBeenCalled())
  expect(sendVideo).toHaveBeenCalledTimes(1)
  expect(sendImage).toHaveBeenCalledTimes(2)
})
