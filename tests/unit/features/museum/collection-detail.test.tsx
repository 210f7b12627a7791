import CollectionDetailPage from '@/package-museum/collection-detail'
import { getCollectionItem } from '@/features/museum/api'
import { previewImage } from '@/shared/preview-image'
import { click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { itemDetail } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/museum/api', () => ({ getCollectionItem: jest.fn() }))
jest.mock('@/shared/preview-image', () => ({ previewImage: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

afterEach(() => jest.clearAllMocks())

test('the gallery previews all images from the one tapped; year, story paragraphs and the specification rows', async () => {
  openMockPage('/package-museum/collection-detail', { id: '1101' })
  ;(getCollectionItem as jest.Mock).mockResolvedValue(itemDetail(1101, { name: '星驰一号', year: 1986 }))
  const u = await render(CollectionDetailPage)
  await waitFor(() => expect(text(u, '.museum-detail__title')).toBe('星驰一号'))
  expect(getCollectionItem).toHaveBeenCalledWith(1101)
  expect(text(u, '.museum-detail__meta')).toBe('1986 年')
  expect(texts(u, '.museum-detail__paragraph')).toEqual(['第一段故事', '第二段故事'])
  expect(texts(u, '.museum-specs .info-row__label')).toEqual(['发动机', '最大功率'])
  expect(texts(u, '.museum-specs .info-row__value')).toEqual(['2.0T 直列四缸', '180 kW'])
  const second = u.queries.querySelector('[alt="星驰一号 第 2 张"]')
  expect(second).not.toBeNull()
  click(u, second!)
  expect(previewImage).toHaveBeenCalledWith(['a.svg', 'b.svg', 'c.svg'], 'b.svg')
})

test('no id: the link is said to be incomplete, nothing is read', async () => {
  openMockPage('/package-museum/collection-detail', {})
  const u = await render(CollectionDetailPage)
  await waitFor(() => expect(u.html()).toContain('缺少藏品 id，无法打开'))
  expect(getCollectionItem).not.toHaveBeenCalled()
})
