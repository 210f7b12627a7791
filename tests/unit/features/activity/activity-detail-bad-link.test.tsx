import ActivityDetailPage from '@/package-mine/pages/activity-detail/activity-detail'
import { RequestError } from '@/core/request'
import { getRegisterActivity } from '@/features/activity/api'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/activity/api')

const PATH = '/package-mine/pages/activity-detail/activity-detail'

afterEach(() => jest.clearAllMocks())

test('a malformed activity hash: 链接无效 and nothing is asked', async () => {
  for (const hash of ['abc!!', '-1', 'x'.repeat(300)]) {
    openMockPage(PATH, { hash })
    const u = await render(ActivityDetailPage)
    await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
    expect(u.html()).toContain('活动链接有误，无法识别活动')
    u.unmout()
  }
  expect(getRegisterActivity).not.toHaveBeenCalled()
})

test('an activity the server does not know: 链接无效 with 返回, no retry', async () => {
  openMockPage(PATH, { hash: 'zzzzzz' })
  jest.mocked(getRegisterActivity).mockRejectedValue(new RequestError('status', '活动不存在', { status: 404, statusCode: 404 }))
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
  expect(u.html()).toContain('该活动不存在或已下线')
  expect(u.queries.queryByText('返回')).not.toBeNull()
  expect(u.queries.queryByText('重新加载')).toBeNull()
  expect(getRegisterActivity).toHaveBeenCalledWith('zzzzzz')
})
