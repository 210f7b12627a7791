import HallOfFamePage from '@/package-museum/hall-of-fame'
import HallOfFameDetailPage from '@/package-museum/hall-of-fame-detail'
import { openPage } from '@/core/navigation'
import { getFamePeople, getFamePerson } from '@/features/museum/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { page, person, personDetail } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/museum/api', () => ({ getFamePeople: jest.fn(), getFamePerson: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

afterEach(() => jest.clearAllMocks())

test('the people with title and year, page 2 at the bottom; a tap opens the person', async () => {
  openMockPage('/package-museum/hall-of-fame')
  ;(getFamePeople as jest.Mock).mockImplementation(async ({ pageNo }: { pageNo: number }) =>
    pageNo === 1 ? page(Array.from({ length: 10 }, (_, i) => person(i + 1)), 11) : page([person(11, { title: '首批车主', year: 2016 })], 11, 2))
  const u = await render(HallOfFamePage)
  await waitFor(() => expect(texts(u, '.museum-row')).toHaveLength(10))
  expect(getFamePeople).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 })
  mockPage.reachBottom?.()
  await waitFor(() => expect(texts(u, '.museum-row')).toHaveLength(11))
  expect(texts(u, '.museum-row__meta')[10]).toBe('首批车主 · 2016 年')
  click(u, byText(u, '.museum-row .card__main', '人物11'))
  expect(openPage).toHaveBeenCalledWith('/package-museum/hall-of-fame-detail?id=11')
})

test('a person: name, title, story and the cars they drove with their years', async () => {
  openMockPage('/package-museum/hall-of-fame-detail', { id: '1201' })
  ;(getFamePerson as jest.Mock).mockResolvedValue(personDetail(1201, { name: '陈师傅' }))
  const u = await render(HallOfFameDetailPage)
  await waitFor(() => expect(text(u, '.museum-detail__title')).toBe('陈师傅'))
  expect(getFamePerson).toHaveBeenCalledWith(1201)
  expect(text(u, '.museum-detail__meta')).toBe('金牌车主 · 2020 年')
  expect(texts(u, '.museum-detail__paragraph')).toEqual(['十年行驶三十万公里'])
  expect(texts(u, '.museum-car__name')).toEqual(['远航 L6', '远航 L8'])
  expect(texts(u, '.museum-car__years')).toEqual(['2016–2021', '2021 至今'])
})

test('a person without id: the link is said to be incomplete', async () => {
  openMockPage('/package-museum/hall-of-fame-detail', {})
  const u = await render(HallOfFameDetailPage)
  await waitFor(() => expect(u.html()).toContain('缺少人物 id，无法打开'))
  expect(getFamePerson).not.toHaveBeenCalled()
})
