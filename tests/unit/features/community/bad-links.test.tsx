import * as api from '@/features/community/api'
import PersonalPage from '@/package-community/pages/personal/personal'
import { PostScreen, ShareHelpScreen } from '@/features/community'
import { redirectTo } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/community/api')
const mocked = api as jest.Mocked<typeof api>

const notFound = (what: string) => new RequestError('status', `${what}不存在`, { status: 404, statusCode: 404 })
const PERSONAL = '/package-community/pages/personal/personal'

beforeEach(() => {
  jest.clearAllMocks()
  clearSession()
})

test.each([[{ authorId: 'abc!!' }], [{ authorId: '-1' }], [{ authorId: '1'.repeat(40) }], [{ scene: 'abc!!' }]])(
  'personal page %j: 链接无效, never my own page nor a login in its place, and nothing is read',
  async (query) => {
    openMockPage(PERSONAL, query)
    const u = await render(PersonalPage)
    await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
    expect(u.html()).toContain('主页链接有误，无法打开')
    expect(u.queries.queryByText('返回')).not.toBeNull()
    expect(redirectTo).not.toHaveBeenCalled()
    expect(mocked.getMyAccount).not.toHaveBeenCalled()
    expect(mocked.getAuthorAccount).not.toHaveBeenCalled()
  },
)

test('a member the server does not know: 链接无效, not my own page (logged in)', async () => {
  setToken('dev-token')
  openMockPage(PERSONAL, { authorId: '99999' })
  mocked.getAuthorAccount.mockRejectedValue(notFound('用户'))
  // Who I am (the page asks, to tell my own page apart).
  mocked.getMyAccount.mockResolvedValue({ accountId: 1, displayName: '车主小王' } as Awaited<ReturnType<typeof api.getMyAccount>>)
  const u = await render(PersonalPage)
  await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
  expect(u.html()).toContain('该用户不存在或已注销')
  expect(u.queries.queryByText('重新加载')).toBeNull()
  expect(mocked.getAuthorAccount).toHaveBeenCalledWith(99999)
  expect(u.html()).not.toContain('车主小王')
})

test('a shared post or help link to what the server does not know: 链接无效 with 返回, no retry', async () => {
  mocked.getContent.mockRejectedValue(notFound('内容'))
  const post = await render(PostScreen, { id: 99999 })
  await waitFor(() => expect(post.queries.queryByText('链接无效')).not.toBeNull())
  expect(post.html()).toContain('该动态不存在或已被删除')
  expect(post.queries.queryByText('重新加载')).toBeNull()
  post.unmout()

  mocked.getClassmates.mockRejectedValue(notFound('同学会'))
  const help = await render(ShareHelpScreen, { id: 99999 })
  await waitFor(() => expect(help.queries.queryByText('链接无效')).not.toBeNull())
  expect(help.html()).toContain('该同学会不存在或已解散')
})

test('another failure of the same read keeps its retry: only a 404 makes the link bad', async () => {
  mocked.getContent.mockRejectedValue(new RequestError('status', '服务器端错误', { status: 500, statusCode: 500 }))
  const post = await render(PostScreen, { id: 7 })
  await waitFor(() => expect(post.queries.queryByText('重新加载')).not.toBeNull())
  expect(post.queries.queryByText('链接无效')).toBeNull()
})
