import type { ContentItem } from '@api/posts'
import CommunityDetailPage from '@/package-community/pages/community-detail/community-detail'
import ArticleDetailPage from '@/package-community/pages/article-detail/article-detail'
import { getArticle, getContent } from '@/features/community/api'
import { reportLessonProgress } from '@/features/creator/lesson-api'
import { clearSession, setToken } from '@/core/session'
import { renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

// The post (video) and article pages opened as a classroom lesson (?lessonId=): their video's
// playing, or the article's end on screen, goes to the lesson's progress; without a lesson, nothing.
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
jest.mock('@/features/community/api', () => ({
  getContent: jest.fn(),
  getArticle: jest.fn(),
  getComments: jest.fn(async () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
  getMyAccount: jest.fn(async () => ({ accountId: 1 })),
  viewContent: jest.fn(),
}))
jest.mock('@/features/creator/lesson-api', () => ({ reportLessonProgress: jest.fn(async () => ({})) }))

const author = { accountId: 5, displayName: '露营达人', avatarUrl: '', isOfficial: false }
const VIDEO_POST: ContentItem = {
  id: 104, type: 2, title: '湖边露营 vlog', text: '夜里星空太美了。', images: [], video: { url: '/static/upload/v104', cover: '/static/upload/c104', duration: 44 },
  topics: [], author, dealerId: null, classmates: null, location: '成都', likeNum: 1, commentNum: 0, collectNum: 0, shareNum: 0, viewNum: 1,
  liked: false, collected: false, isTop: false, createdAt: new Date().toISOString(),
}

beforeEach(() => {
  setToken('dev-token')
  ;(getContent as jest.Mock).mockResolvedValue(VIDEO_POST)
  ;(getArticle as jest.Mock).mockResolvedValue({
    id: 501, title: '好标题的三个公式', summary: '', cover: '', tags: [], publishAt: new Date().toISOString(), html: '<p>数字、对比、悬念。</p>',
    author: { ...author, accountId: 3 }, stats: { id: 501, likeNum: 1, collectNum: 2, shareNum: 3, viewNum: 4, liked: false, collected: false },
  })
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

/** The post's video, playing: a time update at each of `times`, of a video `duration` long. */
function play(u: Utils, duration: number, ...times: number[]) {
  const video = u.queries.querySelector('video') as HTMLVideoElement
  Object.defineProperty(video, 'duration', { value: duration, configurable: true })
  for (const t of times) {
    Object.defineProperty(video, 'currentTime', { value: t, configurable: true })
    u.act(() => void video.dispatchEvent(new Event('timeupdate')))
  }
  return video
}

test('a lesson\'s video: a seek to its end reports just that; played through, the whole, with its end', async () => {
  openMockPage('/package-community/pages/community-detail/community-detail', { id: '104', lessonId: '905' })
  const u = await render(CommunityDetailPage)
  await u.queries.waitForQuerySelector('video')
  const video = play(u, 4, 3.5, 3.75, 4)
  u.act(() => void video.dispatchEvent(new Event('ended')))
  await waitFor(() => expect(reportLessonProgress).toHaveBeenCalledWith(905, { segments: [[3.5, 4]], duration: 4, ended: true }))
  play(u, 4, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.25, 3.5, 3.75, 4)
  u.act(() => void video.dispatchEvent(new Event('ended')))
  await waitFor(() => expect(reportLessonProgress).toHaveBeenLastCalledWith(905, { segments: [[0, 4]], duration: 4, ended: true }))
})

test('the same post opened as a post (no lesson) reports nothing', async () => {
  openMockPage('/package-community/pages/community-detail/community-detail', { id: '104' })
  const u = await render(CommunityDetailPage)
  await u.queries.waitForQuerySelector('video')
  const video = play(u, 4, 0, 1, 2, 3, 4)
  u.act(() => void video.dispatchEvent(new Event('ended')))
  await new Promise((r) => setTimeout(r, 20))
  expect(reportLessonProgress).not.toHaveBeenCalled()
})

test('a lesson\'s article: its end on screen reports it read; opened as an article, nothing', async () => {
  // jsdom lays nothing out: the article's end marker is at the top of the screen, in view.
  openMockPage('/package-community/pages/article-detail/article-detail', { id: '501', lessonId: '911' })
  const u = await render(ArticleDetailPage)
  await u.queries.waitForQueryByText('数字、对比、悬念。')
  await waitFor(() => expect(reportLessonProgress).toHaveBeenCalledWith(911, { read: 1 }))
  u.unmout()
  ;(reportLessonProgress as jest.Mock).mockClear()
  openMockPage('/package-community/pages/article-detail/article-detail', { id: '501' })
  const plain = await render(ArticleDetailPage)
  await plain.queries.waitForQueryByText('数字、对比、悬念。')
  await new Promise((r) => setTimeout(r, 20))
  expect(reportLessonProgress).not.toHaveBeenCalled()
})
