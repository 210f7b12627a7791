import JournalPage from '@/package-museum/journal-special-detail'
import { getJournalIssue } from '@/features/museum/api'
import { sharePage, usePageShare } from '@/shared/share/page-share'
import { click, renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { journal } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/museum/api', () => ({ getJournalIssue: jest.fn() }))
jest.mock('@/shared/share/page-share', () => ({ ...jest.requireActual('@/shared/share/page-share'), usePageShare: jest.fn(), sharePage: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const VECTORS = [
  '<p class="lead">三十年前的第一台车</p>',
  '<script>window.__hit = 1</script>',
  '<img src="x.png" onerror="window.__hit = 2">',
  '<a href="javascript:window.__hit = 3">点我</a>',
].join('')

afterEach(() => jest.clearAllMocks())

test('title, date and the sanitized html: no script, no handler, no javascript: link; shared in both targets', async () => {
  openMockPage('/package-museum/journal-special-detail', { id: '1301' })
  ;(getJournalIssue as jest.Mock).mockResolvedValue(journal(1301, { title: '三十周年特刊', html: VECTORS }))
  const u = await render(JournalPage)
  await waitFor(() => expect(text(u, '.museum-detail__title')).toBe('三十周年特刊'))
  expect(getJournalIssue).toHaveBeenCalledWith(1301)
  expect(text(u, '.museum-detail__meta')).toBe('2026.10.01')
  await waitFor(() => expect(u.html()).toContain('三十年前的第一台车'))
  const body = u.queries.querySelector('.museum-journal__body')!
  expect(body.querySelector('script')).toBeNull()
  expect(body.querySelector('[onerror]')).toBeNull()
  expect(body.innerHTML).not.toMatch(/javascript:/i)
  expect((window as { __hit?: number }).__hit).toBeUndefined()
  expect(usePageShare).toHaveBeenLastCalledWith({ title: '三十周年特刊', path: '/package-museum/journal-special-detail?id=1301', imageUrl: 'j1301.svg' })
  // The button mounts a task after the text (Staged).
  await waitFor(() => expect(u.queries.querySelector('.museum-journal__share')).not.toBeNull())
  click(u, '.museum-journal__share')
  expect(sharePage).toHaveBeenCalledWith({ title: '三十周年特刊', text: '星驰汽车博物馆期刊专题', path: '/package-museum/journal-special-detail?id=1301' })
})

test('no id: the link is said to be incomplete, nothing is read', async () => {
  openMockPage('/package-museum/journal-special-detail', {})
  const u = await render(JournalPage)
  await waitFor(() => expect(u.html()).toContain('缺少期刊 id，无法打开'))
  expect(getJournalIssue).not.toHaveBeenCalled()
})
