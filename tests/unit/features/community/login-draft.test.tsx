import * as api from '@/features/community/api'
import { PostScreen } from '@/features/community'
import { clearDraft, loadDraft, storeDraft } from '@/shared/form/draft'
import { redirectTo } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { render } from '../../../support/render'
import { setValue } from '../../../support/type'

jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/community/api')
const mocked = api as jest.Mocked<typeof api>

beforeEach(() => {
  jest.clearAllMocks()
  clearSession()
  clearDraft('comment:108')
  mocked.getContent.mockResolvedValue({
    id: 108, type: 1, title: '星驰车主节开幕', text: '车主节正式开启', images: [], video: null, topics: [],
    author: { accountId: 3, displayName: '星驰官方', avatarUrl: '', isOfficial: true }, dealerId: null, classmates: null, location: '',
    likeNum: 1, commentNum: 0, collectNum: 0, shareNum: 0, viewNum: 0, liked: false, collected: false, isTop: true, createdAt: new Date().toISOString(),
  })
  mocked.getComments.mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 10 })
  mocked.getMyAccount.mockResolvedValue({ accountId: 1 } as Awaited<ReturnType<typeof api.getMyAccount>>)
})
afterAll(() => clearSession())

async function textarea(utils: Awaited<ReturnType<typeof render>>) {
  return (await utils.queries.waitForQuerySelector('textarea.cm-composer__input')) as HTMLTextAreaElement
}

test('without a token, 发布 goes to login (back to this page after) and keeps the typed text', async () => {
  clearSession()
  const utils = await render(PostScreen, { id: 108 })
  const input = await textarea(utils)
  utils.act(() => {
    setValue(input, '先登录再发')
  })
  utils.fireEvent.click(utils.queries.querySelector('.cm-composer__send')!)
  await utils.queries.waitForQueryByText('还没有评论，快来抢沙发吧')
  for (let i = 0; i < 50 && !(redirectTo as jest.Mock).mock.calls.length; i += 1) await new Promise((r) => setTimeout(r, 10))
  expect((redirectTo as jest.Mock).mock.calls[0][0]).toMatch(/^\/pages\/login\/index\?redirect=/)
  expect(mocked.greenCheck).not.toHaveBeenCalled()
  expect(mocked.postComment).not.toHaveBeenCalled()
  // Kept for whoever logs in next on this device (nobody is logged in yet).
  expect(loadDraft('comment:108')).toEqual({ text: '先登录再发' })
})

test('back from login, the page opens with the draft typed before login in the box and says so', async () => {
  storeDraft('comment:108', { text: '先登录再发' }, { text: '' })
  setToken('dev-token')
  const utils = await render(PostScreen, { id: 108 })
  await utils.queries.waitForQueryByText('已恢复上次未发布的内容')
  expect((await textarea(utils)).value).toBe('先登录再发')
})
