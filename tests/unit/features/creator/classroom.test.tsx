import ClassroomPage from '@/package-mine/pages/creator-center/classroom'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getLessonCategories, getLessons } from '@/features/creator/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { lesson, page } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({ getLessonCategories: jest.fn(), getLessons: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const CATEGORIES = [{ id: 1, name: '新手入门' }, { id: 2, name: '视频拍摄' }]

beforeEach(() => {
  openMockPage('/package-mine/pages/creator-center/classroom')
  setToken('dev-token')
  ;(getLessonCategories as jest.Mock).mockResolvedValue(CATEGORIES)
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('tabs from the categories; each lesson with its kind, length, learners and how far I got', async () => {
  ;(getLessons as jest.Mock).mockResolvedValue(page([
    lesson(1, { finished: true, progress: 100 }),
    lesson(2, { kind: 'video', duration: 330, learners: 15000 }),
    lesson(4, { kind: 'video', progress: 42 }),
  ]))
  const u = await render(ClassroomPage)
  await waitFor(() => expect(texts(u, '.creator-lesson__title')).toEqual(['课程1', '课程2', '课程4']))
  expect(texts(u, '.tabs__tab')).toEqual(['全部', '新手入门', '视频拍摄'])
  expect(getLessons).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 })
  expect(texts(u, '.creator-lesson__kind')).toEqual(['文章 · 约 4 分钟', '视频 · 05:30', '视频 · 04:00'])
  expect(texts(u, '.creator-lesson__learners')).toEqual(['1200 人学过', '1w+ 人学过', '1200 人学过'])
  // Learnt, not started (nothing), halfway.
  expect(texts(u, '.creator-lesson .status-tag')).toEqual(['已学完', '学习中 42%'])
  expect(u.queries.querySelector('[aria-label="视频：课程4，学习中 42%"]')).not.toBeNull()
  expect(text(u, '[data-lesson-id="1"]')).toContain('课程1的简介')
})

test('a category tab lists its lessons; an empty one says so; page 2 at the bottom', async () => {
  ;(getLessons as jest.Mock).mockImplementation(async ({ categoryId, pageNo }: { categoryId?: number; pageNo: number }) => {
    if (categoryId === 2) return page([])
    return pageNo === 1 ? page(Array.from({ length: 10 }, (_, i) => lesson(i + 1)), 11) : page([lesson(11)], 11, 2)
  })
  const u = await render(ClassroomPage)
  await waitFor(() => expect(texts(u, '.creator-lesson')).toHaveLength(10))
  mockPage.reachBottom?.()
  await waitFor(() => expect(texts(u, '.creator-lesson')).toHaveLength(11))
  expect(getLessons).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
  click(u, byText(u, '.tabs__tab', '视频拍摄'))
  await waitFor(() => expect(u.html()).toContain('该分类暂无课程'))
  expect(getLessons).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, categoryId: 2 })
})

test('an article opens the article view, a video the post view, each as its lesson; opening marks nothing learnt', async () => {
  ;(getLessons as jest.Mock).mockResolvedValue(page([lesson(1), lesson(2, { kind: 'video', targetId: 88 })]))
  const u = await render(ClassroomPage)
  await waitFor(() => expect(texts(u, '.creator-lesson')).toHaveLength(2))
  click(u, byText(u, '.creator-lesson .card__main', '课程1'))
  expect(openPage).toHaveBeenCalledWith('/package-community/pages/article-detail/article-detail?id=501&lessonId=1')
  click(u, byText(u, '.creator-lesson .card__main', '课程2'))
  expect(openPage).toHaveBeenLastCalledWith('/package-community/pages/community-detail/community-detail?id=88&lessonId=2')
  // Nothing was sent, and the list was not read again: the lesson pages report, the server decides.
  await new Promise((r) => setTimeout(r, 20))
  expect(getLessons).toHaveBeenCalledTimes(1)
  expect(u.queries.querySelector('.creator-lesson .status-tag')).toBeNull()
})

test('logged out: lessons are listed and opened', async () => {
  clearSession()
  ;(getLessons as jest.Mock).mockResolvedValue(page([lesson(3, { kind: 'video', targetId: 90 })]))
  const u = await render(ClassroomPage)
  await waitFor(() => expect(texts(u, '.creator-lesson__title')).toEqual(['课程3']))
  expect(u.queries.querySelector('.login-prompt')).toBeNull()
  click(u, '.creator-lesson .card__main')
  expect(openPage).toHaveBeenCalledWith('/package-community/pages/community-detail/community-detail?id=90&lessonId=3')
})

test('the categories failing: the error view, and 重新加载 brings the screen', async () => {
  ;(getLessonCategories as jest.Mock).mockReset().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(CATEGORIES)
  ;(getLessons as jest.Mock).mockResolvedValue(page([lesson(1)]))
  const u = await render(ClassroomPage)
  await waitFor(() => expect(u.html()).toContain('重新加载'))
  click(u, '.page-shell__retry')
  await waitFor(() => expect(texts(u, '.creator-lesson__title')).toEqual(['课程1']))
})
