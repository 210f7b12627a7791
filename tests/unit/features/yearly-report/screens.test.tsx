import YearlyReportPage from '@/yearly-report/pages/index'
import KeywordPage from '@/yearly-report/pages/keyword'
import CardPage from '@/yearly-report/pages/share-card'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getYearlyReport, shareYearlyReport } from '@/features/yearly-report/api'
import { paths } from '@/routes'
import { byText, click, renderInStore as render, text, texts, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { EMPTY, RICH } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/yearly-report/api', () => ({ getYearlyReport: jest.fn(), shareYearlyReport: jest.fn(), getSharedYear: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => setToken('dev-token'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

const shownTitles = (u: Utils) => texts(u, '.carousel__item .year-slide__title')
const down = (u: Utils) => u.fireEvent.keyDown(u.queries.querySelector('.carousel') as HTMLElement, { key: 'ArrowDown' })

describe('the story', () => {
  test('a rich year: the opening, then page by page to the ending and its two ways on', async () => {
    openMockPage('/yearly-report/pages/index')
    ;(getYearlyReport as jest.Mock).mockResolvedValue(RICH)
    const u = await render(YearlyReportPage)
    await waitFor(() => expect(shownTitles(u)).toEqual(['林间追风的 2026 年度报告', '坚持的力量']))
    expect(text(u, '.year-slide--opening .year-slide__text')).toBe('2024.03.15，我们第一次相遇')
    expect(u.queries.querySelector('.year-slide--opening .year-figure')?.getAttribute('aria-label')).toBe('相伴 620 天')
    expect(text(u, '.year-story__indicator')).toBe('1 / 9')
    for (let i = 0; i < 8; i++) down(u)
    await waitFor(() => expect(text(u, '.year-story__indicator')).toBe('9 / 9'))
    expect(shownTitles(u)).toEqual(['年度关键词', '2026，谢谢有你'])
    expect(text(u, '.year-slide__keyword')).toBe('远方')
    click(u, byText(u, '.year-slide__btn', '我的年度关键词'))
    expect(openPage).toHaveBeenLastCalledWith(paths.yearlyKeyword())
    click(u, byText(u, '.year-slide__btn', '生成分享卡片'))
    expect(openPage).toHaveBeenLastCalledWith(paths.yearlyCard())
  })

  test('an almost empty year: four kind pages, no zeros', async () => {
    openMockPage('/yearly-report/pages/index')
    ;(getYearlyReport as jest.Mock).mockResolvedValue(EMPTY)
    const u = await render(YearlyReportPage)
    await waitFor(() => expect(text(u, '.year-story__indicator')).toBe('1 / 4'))
    down(u)
    await waitFor(() => expect(shownTitles(u)).toContain('这一年才刚刚开始'))
    expect(texts(u, '.year-slide--begun .year-figure')).toEqual([])
  })

  test('logged out: the login prompt and no call', async () => {
    clearSession()
    openMockPage('/yearly-report/pages/index')
    const u = await render(YearlyReportPage)
    await waitFor(() => expect(u.html()).toContain('登录后查看你的年度报告'))
    click(u, '.login-prompt__button')
    // The prompt's login comes back to the page it was opened from (LoginPrompt's own tests).
    expect((openPage as jest.Mock).mock.calls[0][0]).toMatch(/^\/pages\/login\/index\?redirect=/)
    expect(getYearlyReport).not.toHaveBeenCalled()
  })
})

test('the keyword page: the word, why, and the way to the card', async () => {
  openMockPage('/yearly-report/pages/keyword')
  ;(getYearlyReport as jest.Mock).mockResolvedValue(RICH)
  const u = await render(KeywordPage)
  await waitFor(() => expect(text(u, '.year-keyword__word')).toBe('远方'))
  expect(text(u, '.year-keyword__reason')).toBe(RICH.keywordReason)
  click(u, '.year-keyword__btn')
  expect(openPage).toHaveBeenCalledWith(paths.yearlyCard())
})

test('the card page: the card drawn, and the share once the server gave its id', async () => {
  openMockPage('/yearly-report/pages/share-card')
  ;(getYearlyReport as jest.Mock).mockResolvedValue(RICH)
  ;(shareYearlyReport as jest.Mock).mockResolvedValue({ shareId: 'k3v9q2m7x8p1' })
  const u = await render(CardPage)
  await waitFor(() => expect(u.queries.querySelector('.year-card .poster-view')).not.toBeNull())
  await waitFor(() => expect(text(u, '.year-card__share')).toBe('分享给好友'))
  expect(shareYearlyReport).toHaveBeenCalledTimes(1)
})
