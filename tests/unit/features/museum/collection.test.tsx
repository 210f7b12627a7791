import CollectionPage from '@/package-museum/collection'
import { openPage } from '@/core/navigation'
import { getCollection, getCollectionCategories } from '@/features/museum/api'
import { byText, click, renderInStore as render, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { item, page } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/museum/api', () => ({ getCollection: jest.fn(), getCollectionCategories: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => openMockPage('/package-museum/collection'))
afterEach(() => jest.clearAllMocks())

test('全部 and the categories as tabs; page 2 at the bottom; a tab asks for its category; an item opens', async () => {
  ;(getCollectionCategories as jest.Mock).mockResolvedValue([{ id: 1, name: '经典车型' }, { id: 2, name: '概念车' }])
  ;(getCollection as jest.Mock).mockImplementation(async ({ categoryId, pageNo }: { categoryId?: number; pageNo: number }) => {
    if (categoryId === 2) return page([])
    return pageNo === 1 ? page(Array.from({ length: 10 }, (_, i) => item(i + 1)), 12) : page([item(11), item(12)], 12, 2)
  })
  const u = await render(CollectionPage)
  await waitFor(() => expect(texts(u, '.tabs__tab')).toEqual(['全部', '经典车型', '概念车']))
  await waitFor(() => expect(texts(u, '.museum-row')).toHaveLength(10))
  expect(getCollection).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 })
  expect(texts(u, '.museum-row__meta')[0]).toBe('1991 年')
  expect(texts(u, '.museum-row__summary')[0]).toBe('简介1')
  mockPage.reachBottom?.()
  await waitFor(() => expect(texts(u, '.museum-row')).toHaveLength(12))
  expect(getCollection).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
  click(u, byText(u, '.museum-row .card__main', '藏品12'))
  expect(openPage).toHaveBeenCalledWith('/package-museum/collection-detail?id=12')
  click(u, byText(u, '.tabs__tab', '概念车'))
  await waitFor(() => expect(u.html()).toContain('该分类暂无藏品'))
  expect(getCollection).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, categoryId: 2 })
})
