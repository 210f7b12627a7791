import Taro from '@tarojs/taro'
import MagazineSharePage from '@/pages/book-browse/share'
import { redirectTo } from '@/core/navigation'
import { getMagazineIssues } from '@/features/magazine/api'
import { qrDataUrl } from '@/shared/qr-code/matrix'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/magazine/api', () => ({ getMagazineIssues: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const issue = { id: 2, title: '《星驰》第2期', issueNo: '2025 年第 2 期', cover: 'c2.svg', summary: '摘要2', publishDate: '2025-03-01', pageCount: 3 }
const link = `${window.location.origin}/?issueId=2`

beforeEach(() => {
  openMockPage('/pages/book-browse/share', { issueId: '2' })
  ;(getMagazineIssues as jest.Mock).mockResolvedValue({ list: [issue], total: 1, pageNo: 1, pageSize: 50 })
})

afterEach(() => {
  jest.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'share')
})

test('H5: the issue\'s link is shown as a QR code to scan, and shared through the system sheet', async () => {
  const share = jest.fn(async () => undefined)
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  const utils = await render(MagazineSharePage)
  await waitFor(() => expect(utils.queries.querySelector('img.magazine-share-card__qr-image')).not.toBeNull())
  const qr = utils.queries.querySelector('img.magazine-share-card__qr-image')!
  expect(qr.getAttribute('src')).toBe(qrDataUrl(link))
  expect(qr.getAttribute('alt')).toBe('《星驰》第2期 链接二维码')
  utils.fireEvent.click(utils.queries.querySelector('.magazine-share-card__primary')!)
  await waitFor(() => expect(share).toHaveBeenCalledWith({ title: '《星驰》第2期', text: '摘要2', url: link }))
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已分享' })))
  utils.fireEvent.click(utils.queries.querySelector('.magazine-share-card__secondary')!)
  expect(redirectTo).toHaveBeenCalledWith('/pages/book-browse/book-browse?issueId=2')
})

test('a malformed issue id: 链接无效 and nothing read (never the newest issue in its place)', async () => {
  ;(getMagazineIssues as jest.Mock).mockClear()
  openMockPage('/pages/book-browse/share', { issueId: 'abc!!' })
  const utils = await render(MagazineSharePage)
  await waitFor(() => expect(utils.queries.queryByText('链接无效')).not.toBeNull())
  expect(utils.html()).toContain('杂志链接有误，无法打开这期杂志')
  expect(getMagazineIssues).not.toHaveBeenCalled()
})

test('an issue the magazine does not have: 链接无效 with 返回, no retry', async () => {
  openMockPage('/pages/book-browse/share', { issueId: '99999' })
  const utils = await render(MagazineSharePage)
  await waitFor(() => expect(utils.queries.queryByText('链接无效')).not.toBeNull())
  expect(utils.html()).toContain('这期杂志不存在或已下架')
  expect(utils.queries.queryByText('返回')).not.toBeNull()
  expect(utils.queries.queryByText('重新加载')).toBeNull()
})
