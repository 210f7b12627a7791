import SharePage from '@/yearly-report/pages/share'
import { RequestError } from '@/core/request'
import { openPage } from '@/core/navigation'
import { getSharedYear } from '@/features/yearly-report/api'
import { paths } from '@/routes'
import { click, renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { SHARED } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/yearly-report/api', () => ({ getYearlyReport: jest.fn(), shareYearlyReport: jest.fn(), getSharedYear: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const PATH = '/yearly-report/pages/share'

afterEach(() => jest.clearAllMocks())

test("without a token: the friend's card and the way to my own report", async () => {
  openMockPage(PATH, { id: 'k3v9q2m7x8p1' })
  ;(getSharedYear as jest.Mock).mockResolvedValue(SHARED)
  const u = await render(SharePage)
  await waitFor(() => expect(text(u, '.year-shared__intro')).toBe('林间追风的 2026 年度报告'))
  expect(getSharedYear).toHaveBeenCalledWith('k3v9q2m7x8p1')
  expect(u.queries.querySelector('.year-shared .poster-view')).not.toBeNull()
  click(u, '.year-shared__mine')
  expect(openPage).toHaveBeenCalledWith(paths.yearlyReport())
})

test('an unknown share: 链接无效, said plainly, with 返回 and no retry', async () => {
  openMockPage(PATH, { id: 'zzzz00000000' })
  ;(getSharedYear as jest.Mock).mockRejectedValue(new RequestError('status', '分享不存在', { status: 404, statusCode: 404 }))
  const u = await render(SharePage)
  await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
  expect(u.html()).toContain('没有找到这份年度报告，请向好友重新获取分享链接')
  expect(u.queries.queryByText('返回')).not.toBeNull()
  expect(u.queries.queryByText('重新加载')).toBeNull()
})

test('a malformed share id: 链接无效 and nothing is asked', async () => {
  for (const id of ['abc!!', '-1', 'a'.repeat(300)]) {
    openMockPage(PATH, { id })
    const u = await render(SharePage)
    await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
    expect(u.html()).toContain('分享链接有误，无法打开')
    u.unmout()
  }
  expect(getSharedYear).not.toHaveBeenCalled()
})

test('no id: the link is incomplete and nothing is asked', async () => {
  openMockPage(PATH)
  const u = await render(SharePage)
  await waitFor(() => expect(u.html()).toContain('分享链接不完整，无法打开'))
  expect(getSharedYear).not.toHaveBeenCalled()
})
