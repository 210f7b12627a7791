import Taro from '@tarojs/taro'
import SubmitWorkPage from '@/package-mine/pages/creator-center/submit-work'
import { goBackTo, openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getCreatorActivities, getCreatorHome, getTopics, submitWork } from '@/features/creator/api'
import { greenCheck, sensitiveWordCheck } from '@/shared/content-check/calls'
import { chooseImages } from '@/shared/upload/choose-and-upload'
import { sendImage } from '@/shared/upload/send'
import { setChosenVideo, takeChosenVideo } from '@/shared/video/chosen'
import { byText, click, renderInStore as render, text, type, typeArea, waitFor, type Utils } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { home, page, PROFILE, T, work } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({ getCreatorHome: jest.fn(), getTopics: jest.fn(), getCreatorActivities: jest.fn(), submitWork: jest.fn() }))
jest.mock('@/shared/content-check/calls', () => ({ greenCheck: jest.fn(), sensitiveWordCheck: jest.fn() }))
jest.mock('@/shared/upload/choose-and-upload', () => ({ chooseImages: jest.fn() }))
jest.mock('@/shared/upload/send', () => ({ ...jest.requireActual('@/shared/upload/send'), sendImage: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock({ showLoading: jest.fn(), hideLoading: jest.fn(), showModal: jest.fn() }))

const ACTIVITY = { id: 7, title: '秋日自驾征稿', theme: '秋天', cover: 'c.svg', state: 'open', startTime: T, deadline: T, announceTime: T, workCount: 12 }
const picked = (name: string) => ({ path: `blob:${name}`, size: 1000, type: 'image/png', name })

beforeEach(() => {
  setToken('dev-token')
  ;(getCreatorHome as jest.Mock).mockResolvedValue(home(PROFILE))
  ;(getTopics as jest.Mock).mockResolvedValue(page([{ id: 3, name: '川西自驾' }]))
  ;(getCreatorActivities as jest.Mock).mockResolvedValue(page([ACTIVITY]))
  ;(chooseImages as jest.Mock).mockResolvedValue({ images: [picked('a.png'), picked('b.png')], refused: [] })
  ;(sendImage as jest.Mock).mockImplementation(async (img: { name: string }) => `https://cdn.example.cn/${img.name}`)
  ;(greenCheck as jest.Mock).mockResolvedValue({ contentCheckResult: { checkResults: 1 } })
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

const typeText = (u: Utils, value: string) => typeArea(u, '.creator-work-form__text', value)

test('a flagged word is refused with the words named, keeping text and pictures; clean, it is sent in the chosen order', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work', { activityId: '7' })
  ;(sensitiveWordCheck as jest.Mock).mockResolvedValueOnce(['代购']).mockResolvedValueOnce([])
  ;(submitWork as jest.Mock).mockResolvedValue(work(30, 'reviewing'))
  const u = await render(SubmitWorkPage)
  await waitFor(() => expect(text(u, '.creator-work-form__activity .form-field__value')).toBe('秋日自驾征稿'))
  await type(u, '.creator-work-form__title', '川西小环线')
  await typeText(u, '七天六晚，欢迎代购')
  await u.act(async () => click(u, '.upload-list__add'))
  await waitFor(() => expect(u.queries.querySelectorAll('.upload-list__image')).toHaveLength(2))

  await u.act(async () => click(u, '.creator-work-form__submit'))
  await waitFor(() => expect(text(u, '.submit-bar__failure')).toContain('内容包含敏感词：代购'))
  expect(sensitiveWordCheck).toHaveBeenCalledWith('川西小环线\n七天六晚，欢迎代购')
  expect(submitWork).not.toHaveBeenCalled()
  expect((u.queries.querySelector('.creator-work-form__text textarea') as HTMLTextAreaElement).value).toBe('七天六晚，欢迎代购')
  expect(u.queries.querySelectorAll('.upload-list__image')).toHaveLength(2)

  await typeText(u, '七天六晚，一路向西')
  // The second picture first.
  click(u, '[aria-label="第 1 张图片后移"]')
  await u.act(async () => click(u, '.creator-work-form__submit'))
  await waitFor(() => expect(submitWork).toHaveBeenCalledWith({
    title: '川西小环线', text: '七天六晚，一路向西', images: ['https://cdn.example.cn/b.png', 'https://cdn.example.cn/a.png'], activityId: 7,
  }, expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)))
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/package-mine/pages/creator-center/activity-detail?id=7'))
})

test('a topic can be chosen, and without an activity the centre is where it goes back to', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work')
  ;(sensitiveWordCheck as jest.Mock).mockResolvedValue([])
  ;(submitWork as jest.Mock).mockResolvedValue(work(31, 'reviewing'))
  ;(chooseImages as jest.Mock).mockResolvedValue({ images: [picked('a.png')], refused: [] })
  const u = await render(SubmitWorkPage)
  await type(u, '.creator-work-form__title', '冬季续航')
  await typeText(u, '零下十度实测')
  await u.act(async () => click(u, '.upload-list__add'))
  await waitFor(() => expect(u.queries.querySelectorAll('.upload-list__image')).toHaveLength(1))
  click(u, '.creator-work-form__topic .form-field__row')
  click(u, byText(u, '.form-option-sheet__option', '#川西自驾'))
  await u.act(async () => click(u, '.creator-work-form__submit'))
  await waitFor(() => expect(submitWork).toHaveBeenCalledWith({ title: '冬季续航', text: '零下十度实测', images: ['https://cdn.example.cn/a.png'], topicId: 3 }, expect.any(String)))
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/package-mine/pages/creator-center/index'))
})

test('not a creator: told so, with the way to apply, and no other read', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work')
  ;(getCreatorHome as jest.Mock).mockResolvedValue(home(null))
  const u = await render(SubmitWorkPage)
  await waitFor(() => expect(u.html()).toContain('成为创作者后才能提交作品'))
  expect(getTopics).not.toHaveBeenCalled()
  click(u, '.page-shell__retry')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/creator-center/create')
})

test('what was typed survives leaving the page (a draft of the logged-in creator)', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work')
  const u = await render(SubmitWorkPage)
  await type(u, '.creator-work-form__title', '未写完的游记')
  await typeText(u, '第一天，出发')
  // The test-utils handle spells it unmout.
  u.unmout()
  const again = await render(SubmitWorkPage)
  await waitFor(() => expect((again.queries.querySelector('.creator-work-form__title input') as HTMLInputElement | null)?.value).toBe('未写完的游记'))
  expect((again.queries.querySelector('.creator-work-form__text textarea') as HTMLTextAreaElement).value).toBe('第一天，出发')
})

test('a video instead of pictures: 添加视频 opens the cover page, the video chosen there comes back on show and is sent', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work')
  ;(sensitiveWordCheck as jest.Mock).mockResolvedValue([])
  ;(submitWork as jest.Mock).mockResolvedValue(work(32, 'reviewing'))
  // Our upload host's paths: Img shows no picture from an outside host.
  const VIDEO = { url: '/static/upload/trip01', coverUrl: '/static/upload/cover01', duration: 75 }
  const u = await render(SubmitWorkPage)
  await type(u, '.creator-work-form__title', '雪山之行')
  await typeText(u, '一段视频')
  await u.act(async () => click(u, '.creator-work-form__submit'))
  await waitFor(() => expect(text(u, '.creator-work-form__images .form-field__error')).toBe('请至少上传 1 张图片或 1 个视频'))

  click(u, '.creator-work-video__add')
  expect(openPage).toHaveBeenCalledWith('/pages/videoPage/videoTailor')
  setChosenVideo(VIDEO)
  await u.act(async () => void mockPage.show?.())
  await waitFor(() => expect(u.queries.querySelector('.creator-work-video__image')?.getAttribute('src')).toBe(VIDEO.coverUrl))
  expect(text(u, '.creator-work-video__length')).toBe('01:15')
  expect(takeChosenVideo()).toBeNull()

  await u.act(async () => click(u, '.creator-work-form__submit'))
  await waitFor(() => expect(submitWork).toHaveBeenCalledWith({ title: '雪山之行', text: '一段视频', images: [], video: VIDEO }, expect.any(String)))
})

test('删除 asks first; a no keeps the video, a yes removes it', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work')
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false }).mockResolvedValueOnce({ confirm: true })
  const u = await render(SubmitWorkPage)
  await u.queries.waitForQuerySelector('.creator-work-video__add')
  setChosenVideo({ url: 'v.mp4', coverUrl: 'c.jpg', duration: 9 })
  await u.act(async () => void mockPage.show?.())
  await waitFor(() => expect(u.queries.querySelector('.creator-work-video__image')).not.toBeNull())
  await u.act(async () => click(u, '.creator-work-video__remove'))
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '删除视频', confirmText: '删除' }))
  expect(u.queries.querySelector('.creator-work-video__image')).not.toBeNull()
  await u.act(async () => click(u, '.creator-work-video__remove'))
  await waitFor(() => expect(u.queries.querySelector('.creator-work-video__add')).not.toBeNull())
})
