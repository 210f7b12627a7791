import HallPage from '@/package-museum/hall'
import { openPage } from '@/core/navigation'
import { getHalls, getJournalIssues } from '@/features/museum/api'
import { byText, click, renderInStore as render, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/museum/api', () => ({ getHalls: jest.fn(), getJournalIssues: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => openMockPage('/package-museum/hall'))
afterEach(() => jest.clearAllMocks())

test('the halls with their counts open their lists; the journal issues open each issue', async () => {
  ;(getHalls as jest.Mock).mockResolvedValue([
    { kind: 'collection', title: '典藏馆', subtitle: '历代经典车型', cover: 'c.svg', count: 14 },
    { kind: 'fame', title: '名人堂', subtitle: '致敬每一位同行者', cover: 'f.svg', count: 8 },
    { kind: 'journal', title: '期刊专题', subtitle: '品牌故事', cover: 'j.svg', count: 3 },
  ])
  ;(getJournalIssues as jest.Mock).mockResolvedValue([
    { id: 1303, title: '三十周年特刊', cover: 'a.svg', publishAt: '2026-10-01T10:00:00+08:00' },
    { id: 1302, title: '越野之旅', cover: 'b.svg', publishAt: '2026-06-01T10:00:00+08:00' },
  ])
  const u = await render(HallPage)
  await waitFor(() => expect(texts(u, '.museum-row__title')).toEqual(['典藏馆', '名人堂', '三十周年特刊', '越野之旅']))
  expect(texts(u, '.museum-row__meta')).toEqual(['历代经典车型 · 14 件藏品', '致敬每一位同行者 · 8 位人物', '2026.10.01', '2026.06.01'])
  expect(texts(u, '.museum-hall__meta')).toEqual(['品牌故事 · 3 期专题'])
  click(u, byText(u, '.museum-row .card__main', '典藏馆'))
  expect(openPage).toHaveBeenLastCalledWith('/package-museum/collection')
  click(u, byText(u, '.museum-row .card__main', '名人堂'))
  expect(openPage).toHaveBeenLastCalledWith('/package-museum/hall-of-fame')
  click(u, byText(u, '.museum-row .card__main', '越野之旅'))
  expect(openPage).toHaveBeenLastCalledWith('/package-museum/journal-special-detail?id=1302')
})
